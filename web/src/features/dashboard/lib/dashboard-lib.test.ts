import type { ActivityItem } from '@madar/shared';
import { mergeActivity } from './activity';
import { EMPTY_STAT, statOrDefault } from './stats';
import { mergeWeekly } from './weekly';

const item = (id: string, timestamp: string, type: ActivityItem['type'] = 'blog'): ActivityItem => ({
  id,
  type,
  action: 'created',
  title: { en: id, ar: id },
  description: { en: '', ar: '' },
  timestamp,
  record: { kind: 'post', id },
});

describe('statOrDefault', () => {
  it('defaults a missing stat to total 0, change 0, positive', () => {
    expect(statOrDefault(undefined)).toEqual({ total: 0, change: 0, isPositive: true });
    expect(statOrDefault(null)).toEqual(EMPTY_STAT);
  });

  it('keeps a complete stat and fills the missing fields of a partial one', () => {
    expect(statOrDefault({ total: 8, change: 66.7, isPositive: false })).toEqual({
      total: 8,
      change: 66.7,
      isPositive: false,
    });
    expect(statOrDefault({ total: 3 })).toEqual({ total: 3, change: 0, isPositive: true });
  });
});

describe('mergeActivity', () => {
  it('merges the feeds newest first and keeps at most five', () => {
    const merged = mergeActivity([
      [item('a', '2026-11-01T10:00:00Z'), item('b', '2026-11-05T10:00:00Z')],
      undefined,
      [
        item('c', '2026-11-03T10:00:00Z', 'job'),
        item('d', '2026-11-06T10:00:00Z', 'job'),
        item('e', '2026-11-02T10:00:00Z', 'job'),
        item('f', '2026-11-04T10:00:00Z', 'client_brief'),
      ],
    ]);
    expect(merged.map((entry) => entry.id)).toEqual(['d', 'b', 'f', 'c', 'e']);
  });

  it('is empty when every feed is missing', () => {
    expect(mergeActivity([undefined, undefined, undefined])).toEqual([]);
  });
});

describe('mergeWeekly', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const series = (counts: number[], shiftMs = 0) =>
    counts.map((count, index) => ({
      start: new Date(now.getTime() - (8 - index) * 7 * 86_400_000 + shiftMs).toISOString(),
      count,
    }));

  it("puts the three services' counts side by side per week, oldest first, with totals", () => {
    const buckets = mergeWeekly(
      {
        briefs: series([1, 0, 0, 0, 0, 0, 0, 2]),
        applications: series([0, 0, 0, 0, 0, 0, 0, 1]),
        messages: series([1, 0, 0, 0, 0, 3, 0, 0]),
      },
      now,
    );
    expect(buckets).toHaveLength(8);
    expect(buckets[0]).toEqual({
      start: '2026-09-27T12:00:00.000Z',
      briefs: 1,
      applications: 0,
      messages: 1,
      total: 2,
    });
    expect(buckets[5]).toMatchObject({ messages: 3, total: 3 });
    expect(buckets[7]).toMatchObject({ briefs: 2, applications: 1, messages: 0, total: 3 });
  });

  it("labels the weeks with the services' windows, which may end a moment before this clock", () => {
    const buckets = mergeWeekly({ messages: series([0, 0, 0, 0, 0, 0, 0, 1], -1500) }, now);
    expect(buckets[0]?.start).toBe('2026-09-27T11:59:58.500Z');
  });

  it('counts a failed or malformed source as zero and keeps the others', () => {
    const buckets = mergeWeekly(
      {
        briefs: undefined,
        applications: series([1, 1, 1]),
        messages: series([0, 0, 0, 0, 0, 0, 0, -1]),
      },
      now,
    );
    expect(buckets.every((bucket) => bucket.total === 0)).toBe(true);
    const withBriefs = mergeWeekly(
      { briefs: series([0, 0, 0, 0, 0, 0, 0, 4]), applications: undefined },
      now,
    );
    expect(withBriefs[7]).toMatchObject({ briefs: 4, applications: 0, messages: 0, total: 4 });
  });

  it('still shows eight empty weeks when every source failed', () => {
    const buckets = mergeWeekly({}, now);
    expect(buckets.map((bucket) => bucket.total)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(buckets[7]?.start).toBe('2026-11-15T12:00:00.000Z');
  });
});

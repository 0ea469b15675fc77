import type { ActivityItem } from '@madar/shared';
import { mergeActivity } from './activity';
import { EMPTY_STAT, statOrDefault } from './stats';
import { bucketByWeek } from './weekly';

const item = (id: string, timestamp: string, type: ActivityItem['type'] = 'blog'): ActivityItem => ({
  id,
  type,
  action: 'created',
  title: { en: id, ar: id },
  description: { en: '', ar: '' },
  timestamp,
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

describe('bucketByWeek', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('counts each kind per rolling week, oldest week first, over eight weeks', () => {
    const buckets = bucketByWeek(
      {
        briefs: ['2026-11-22T11:00:00Z', '2026-11-16T00:00:00Z', '2026-09-28T12:00:00Z'],
        applications: ['2026-11-20T00:00:00Z'],
        messages: ['2026-10-01T00:00:00Z'],
      },
      now,
    );
    expect(buckets).toHaveLength(8);
    expect(buckets[0]?.start).toBe('2026-09-27T12:00:00.000Z');
    expect(buckets[7]).toMatchObject({ briefs: 2, applications: 1, messages: 0, total: 3 });
    expect(buckets[0]).toMatchObject({ briefs: 1, messages: 1, total: 2 });
    expect(buckets.reduce((sum, bucket) => sum + bucket.total, 0)).toBe(5);
  });

  it('ignores dates before the window, in the future or invalid', () => {
    const buckets = bucketByWeek(
      {
        briefs: ['2026-01-01T00:00:00Z', '2026-12-01T00:00:00Z', 'not a date'],
        applications: [],
        messages: [],
      },
      now,
    );
    expect(buckets.every((bucket) => bucket.total === 0)).toBe(true);
  });
});

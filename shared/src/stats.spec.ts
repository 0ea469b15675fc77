import { latestActivity, summarizeCreations } from './stats';

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

describe('summarizeCreations', () => {
  it('compares the last 30 days with the 30 before', () => {
    const dates = [daysAgo(1), daysAgo(5), daysAgo(29), daysAgo(31), daysAgo(59), daysAgo(90)];
    expect(summarizeCreations(dates, now)).toEqual({ total: 6, change: 50, isPositive: true });
  });

  it('reports a fall as a positive figure with isPositive false', () => {
    const dates = [daysAgo(2), daysAgo(35), daysAgo(40), daysAgo(45), daysAgo(50)];
    expect(summarizeCreations(dates, now)).toEqual({ total: 5, change: 75, isPositive: false });
  });

  it('counts growth from nothing as +100 % and no items as 0 %', () => {
    expect(summarizeCreations([daysAgo(3)], now)).toEqual({ total: 1, change: 100, isPositive: true });
    expect(summarizeCreations([], now)).toEqual({ total: 0, change: 0, isPositive: true });
  });

  it('rounds to one decimal', () => {
    const dates = [daysAgo(1), daysAgo(2), daysAgo(3), daysAgo(4), daysAgo(31), daysAgo(32), daysAgo(33)];
    expect(summarizeCreations(dates, now).change).toBe(33.3);
  });
});

describe('latestActivity', () => {
  const item = (id: string, d: number) => ({
    id,
    type: 'blog' as const,
    action: 'created' as const,
    title: { en: id, ar: id },
    description: { en: '', ar: '' },
    timestamp: daysAgo(d),
    record: { kind: 'post' as const, id },
  });

  it('returns the newest items first, at most the limit', () => {
    const items = [item('old', 9), item('new', 1), item('mid', 4), item('older', 12)];
    expect(latestActivity(items, 3).map((i) => i.id)).toEqual(['new', 'mid', 'old']);
    expect(latestActivity(items)).toHaveLength(4);
  });
});

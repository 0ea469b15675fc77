import { countByWeek, formatSort, parseSort, weekWindows } from './list-query';
import { statsWindows, summarizeCreations, summarizeStore } from './stats';

describe('sort parameters', () => {
  it('parses field:direction for allowed fields only', () => {
    expect(parseSort('name:asc', ['name', 'at'])).toEqual({ field: 'name', direction: 'asc' });
    expect(parseSort('at:desc', ['name', 'at'])).toEqual({ field: 'at', direction: 'desc' });
    expect(parseSort('email:asc', ['name'])).toBeUndefined();
    expect(parseSort('name', ['name'])).toBeUndefined();
    expect(parseSort('name:up', ['name'])).toBeUndefined();
    expect(formatSort({ field: 'name', direction: 'asc' })).toBe('name:asc');
  });
});

describe('windows', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');

  it('splits the last weeks into seven-day windows, the newest ending just after now', () => {
    const windows = weekWindows(now, 2);
    expect(windows.map((w) => [w.start.toISOString(), w.end.toISOString()])).toEqual([
      ['2026-02-15T12:00:00.000Z', '2026-02-22T12:00:00.000Z'],
      ['2026-02-22T12:00:00.000Z', '2026-03-01T12:00:00.001Z'],
    ]);
  });

  it('count in exactly the windows summarizeCreations uses, at their edges', () => {
    const day = 86_400_000;
    const edges = [0, 1, 30 * day - 1, 30 * day, 30 * day + 1, 60 * day - 1, 60 * day, -1].map(
      (age) => new Date(now.getTime() - age),
    );
    const { recent, previous } = statsWindows(now);
    const inside = (t: Date, r: { from?: Date; to?: Date }) => t >= r.from! && t < r.to!;
    const summary = summarizeCreations(edges, now);
    const counted = {
      recent: edges.filter((t) => inside(t, recent)).length,
      previous: edges.filter((t) => inside(t, previous)).length,
    };
    expect(counted).toEqual({ recent: 3, previous: 3 });
    expect(summary).toEqual({ total: 8, change: 0, isPositive: true });
  });
});

describe('store figures', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const times = [0, 1, 8, 20, 40, 70].map((days) => new Date(now.getTime() - days * 86_400_000));
  const count = (range: { from?: Date; to?: Date } = {}) =>
    Promise.resolve(
      times.filter((t) => (!range.from || t >= range.from) && (!range.to || t < range.to)).length,
    );

  it('counts each seven-day window with the store, oldest first', async () => {
    expect((await countByWeek(count, now, 3)).map((w) => w.count)).toEqual([1, 1, 2]);
  });

  it('summarises the store exactly as summarizeCreations summarises the same dates', async () => {
    expect(await summarizeStore(count, now)).toEqual(summarizeCreations(times, now));
  });
});

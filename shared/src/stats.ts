/**
 * The dashboard's figures (contract: stats and activity). `change` is the percent change of items
 * created in the last 30 days against the 30 days before; with nothing before, any growth counts as
 * +100 % and no growth as 0 %.
 */
import type { ActivityItem, StatSummary } from './contracts/dashboard';

const DAY_MS = 24 * 60 * 60 * 1000;
export const STATS_WINDOW_DAYS = 30;
export const DEFAULT_ACTIVITY_LIMIT = 5;
export const MAX_ACTIVITY_LIMIT = 50;

/** How many items exist, and how many were created in each of the two 30-day windows before `now`. */
export interface CreationCounts {
  total: number;
  recent: number;
  previous: number;
}

/**
 * The ranges of the last 30 days (up to and including `now`) and of the 30 days before them, exactly
 * the windows `summarizeCreations` counts in, so a store's counts and an in-memory summary agree.
 */
export function statsWindows(now: Date): { recent: DateRange; previous: DateRange } {
  const end = now.getTime() + 1;
  const windowMs = STATS_WINDOW_DAYS * DAY_MS;
  return {
    recent: { from: new Date(end - windowMs), to: new Date(end) },
    previous: { from: new Date(end - 2 * windowMs), to: new Date(end - windowMs) },
  };
}

/** A half-open time range: `from` included, `to` excluded; either end may be open. */
export interface DateRange {
  from?: Date;
  to?: Date;
}

/** The summary from counts a store computed (a database counts without loading the rows). */
export function summarizeCounts({ total, recent, previous }: CreationCounts): StatSummary {
  const change = previous === 0 ? (recent > 0 ? 100 : 0) : ((recent - previous) / previous) * 100;
  const rounded = Math.round(change * 10) / 10;
  return { total, change: Math.abs(rounded), isPositive: rounded >= 0 };
}

export function summarizeCreations(createdAt: Iterable<string | Date>, now: Date): StatSummary {
  const end = now.getTime();
  const windowMs = STATS_WINDOW_DAYS * DAY_MS;
  let total = 0;
  let recent = 0;
  let previous = 0;
  for (const value of createdAt) {
    total += 1;
    const age = end - new Date(value).getTime();
    if (age < 0) continue;
    if (age < windowMs) recent += 1;
    else if (age < 2 * windowMs) previous += 1;
  }
  return summarizeCounts({ total, recent, previous });
}

/** The newest `limit` items, newest first. */
export function latestActivity(
  items: readonly ActivityItem[],
  limit = DEFAULT_ACTIVITY_LIMIT,
): ActivityItem[] {
  return [...items]
    .sort((a, b) => new Date(b.timestamp).getTime() - new Date(a.timestamp).getTime())
    .slice(0, limit);
}

/** How many items a store holds in a range (all of them without one). */
export type CountInRange = (range?: DateRange) => Promise<number>;

/** The dashboard summary from a store's counts: all items, the last 30 days and the 30 before. */
export async function summarizeStore(count: CountInRange, now: Date): Promise<StatSummary> {
  const { recent, previous } = statsWindows(now);
  const [total, recentCount, previousCount] = await Promise.all([count(), count(recent), count(previous)]);
  return summarizeCounts({ total, recent: recentCount, previous: previousCount });
}

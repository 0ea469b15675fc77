/**
 * The dashboard's figures (contract: stats and activity). `change` is the percent change of items
 * created in the last 30 days against the 30 days before; with nothing before, any growth counts as
 * +100 % and no growth as 0 %.
 */
import type { ActivityItem, StatSummary } from './entities';

const DAY_MS = 24 * 60 * 60 * 1000;
export const STATS_WINDOW_DAYS = 30;
export const DEFAULT_ACTIVITY_LIMIT = 5;
export const MAX_ACTIVITY_LIMIT = 50;

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
  const change = previous === 0 ? (recent > 0 ? 100 : 0) : ((recent - previous) / previous) * 100;
  const rounded = Math.round(change * 10) / 10;
  return { total, change: Math.abs(rounded), isPositive: rounded >= 0 };
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

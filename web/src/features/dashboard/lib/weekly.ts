/**
 * Submissions per week for the dashboard chart: the three services' weekly counts side by side. Each
 * service counts the same rolling seven-day windows ending at its own "now" (the newest window ends
 * now, so the latest bar is never a partial calendar week); a source that failed, or sent something
 * unusable, counts as zero and leaves the others intact.
 */
import { DEFAULT_WEEKS, weekWindows, type WeeklyCount } from '@madar/shared';

export interface WeeklySeries {
  briefs?: readonly WeeklyCount[] | undefined;
  applications?: readonly WeeklyCount[] | undefined;
  messages?: readonly WeeklyCount[] | undefined;
}

export interface WeekBucket {
  /** Start of the window (inclusive), ISO. */
  start: string;
  briefs: number;
  applications: number;
  messages: number;
  total: number;
}

const FIELDS = ['briefs', 'applications', 'messages'] as const;

const isWeeklyCount = (entry: unknown): entry is WeeklyCount => {
  if (typeof entry !== 'object' || entry === null) return false;
  const { start, count } = entry as Record<string, unknown>;
  return (
    typeof start === 'string' &&
    !Number.isNaN(new Date(start).getTime()) &&
    Number.isInteger(count) &&
    (count as number) >= 0
  );
};

/** A series of exactly `weeks` windows with counts that are whole numbers, or nothing. */
function usable(series: unknown, weeks: number): readonly WeeklyCount[] | null {
  if (!Array.isArray(series) || series.length !== weeks) return null;
  return series.every(isWeeklyCount) ? series : null;
}

export function mergeWeekly(series: WeeklySeries, now: Date, weeks = DEFAULT_WEEKS): WeekBucket[] {
  const sources = FIELDS.map((field) => usable(series[field], weeks));
  return weekWindows(now, weeks).map((window, index) => {
    const bucket: WeekBucket = {
      // The services' windows, when one answered; otherwise the same windows counted from this clock.
      start: sources.find((source) => source)?.[index]?.start ?? window.start.toISOString(),
      briefs: 0,
      applications: 0,
      messages: 0,
      total: 0,
    };
    FIELDS.forEach((field, position) => {
      const count = sources[position]?.[index]?.count ?? 0;
      bucket[field] = count;
      bucket.total += count;
    });
    return bucket;
  });
}

/**
 * Submissions per week for the dashboard chart: the last `weeks` rolling seven-day windows ending at
 * `now` (the newest window ends now, so the latest bar is never a partial calendar week).
 */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface SubmissionDates {
  briefs: readonly string[];
  applications: readonly string[];
  messages: readonly string[];
}

export interface WeekBucket {
  /** Start of the window (inclusive), ISO. */
  start: string;
  briefs: number;
  applications: number;
  messages: number;
  total: number;
}

export function bucketByWeek(dates: SubmissionDates, now: Date, weeks = 8): WeekBucket[] {
  const end = now.getTime();
  const first = end - weeks * WEEK_MS;
  const buckets: WeekBucket[] = Array.from({ length: weeks }, (_, index) => ({
    start: new Date(first + index * WEEK_MS).toISOString(),
    briefs: 0,
    applications: 0,
    messages: 0,
    total: 0,
  }));
  const add = (values: readonly string[], field: 'briefs' | 'applications' | 'messages') => {
    for (const value of values) {
      const time = new Date(value).getTime();
      // Outside the window, in the future, or not a date: not counted.
      if (Number.isNaN(time) || time < first || time > end) continue;
      const index = Math.min(Math.floor((time - first) / WEEK_MS), weeks - 1);
      const bucket = buckets[index];
      if (!bucket) continue;
      bucket[field] += 1;
      bucket.total += 1;
    }
  };
  add(dates.briefs, 'briefs');
  add(dates.applications, 'applications');
  add(dates.messages, 'messages');
  return buckets;
}

import { STATS_WINDOW_DAYS, statsWindows, type Language } from '@madar/shared';
import { intlLocale } from '@/lib/format';

export interface ComparedPeriods {
  /** The length of each window in days (30). */
  days: number;
  /** The last window as dates in the admin's language, e.g. "24 Oct – 23 Nov 2026". */
  recent: string;
  /** The window before it, e.g. "24 Sept – 24 Oct 2026". */
  previous: string;
}

/**
 * The two windows every stat card compares (shared/stats: the last 30 days up to now against the 30
 * days before them). Computed from this browser's clock; the services count with theirs, which agree
 * to within seconds, so the days shown are the days counted.
 */
export function comparedPeriods(now: Date, lang: Language): ComparedPeriods {
  const { recent, previous } = statsWindows(now);
  const format = new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  // The windows are half-open: the last instant counted is a millisecond before `to`.
  const range = (from: Date | undefined, to: Date | undefined) =>
    format.formatRange(from ?? now, new Date((to ?? now).getTime() - 1));
  return {
    days: STATS_WINDOW_DAYS,
    recent: range(recent.from, recent.to),
    previous: range(previous.from, previous.to),
  };
}

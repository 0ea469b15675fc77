/**
 * A job's days as the careers pages show them. Both are calendar days in Africa/Tripoli (the closing
 * date is stored as one; the posting time is turned into one), formatted without any further time-zone
 * shift, so the server, a visitor abroad and the admin all read the same day.
 */
import { type Job, jobToday, type Language } from '@madar/shared';
import { intlLocale } from '@/lib/format';

/** `YYYY-MM-DD` in long form, e.g. "31 December 2026" / "31 ديسمبر 2026". */
export function formatJobDay(day: string, lang: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The day the job was first published (its creation for one never published), in Tripoli. */
export function postedDay(job: Pick<Job, 'publishedAt' | 'createdAt'>): string {
  return jobToday(new Date(job.publishedAt ?? job.createdAt));
}

/**
 * A job opening: POST and PATCH /api/jobs (a job as the admin writes it, every text in both languages,
 * one to JOB_LIST_MAX responsibilities and requirements, and an optional closing date), the record, the
 * admin list's sort fields and publication filter, its address (slug), and when a job closes.
 */
import type { LocalizedText } from '../localized-text';
import type { PostPreviewLink } from './post';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, type FieldLimits } from './text';

/** Posts' and jobs' admin lists: a draft set to publish itself at a time is `scheduled`. */
export const PUBLICATION_STATUSES = ['published', 'scheduled', 'draft'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export interface JobRequest {
  title: LocalizedText;
  department: LocalizedText;
  location: LocalizedText;
  /** Full-time, Contract, … */
  type: LocalizedText;
  description: LocalizedText;
  responsibilities: LocalizedText[];
  requirements: LocalizedText[];
  /** A draft (false) is listed only to an admin. */
  published: boolean;
  /**
   * The last day applications are taken, a calendar date (`YYYY-MM-DD`) in JOB_TIME_ZONE; null or left
   * out: open until unpublished. On creation it may not be before today; an edit may set any date.
   */
  closesAt?: string | null;
  /**
   * A draft only: publish it by itself at this moment (ISO 8601 with its offset, stored as UTC), ahead
   * of now (400 JOB.SCHEDULE_IN_PAST); null cancels it, publishing clears it.
   */
  publishAt?: string | null;
  /**
   * Take the job off the site (unpublish it) by itself at this moment, ahead of now and after
   * publishAt when both are set (400 JOB.SCHEDULE_IN_PAST, JOB.CLOSE_BEFORE_PUBLISH); null cancels it.
   * Unlike closesAt (the last day to apply, the job still shown as closed), the job then leaves the
   * careers page, the sitemap and the feeds.
   */
  closeAt?: string | null;
}

/** PATCH: any of the fields, arrays replaced whole. */
export type JobUpdateRequest = Partial<JobRequest>;

/**
 * POST /api/jobs/previews (staff): the editor's current, unsaved job, validated and sanitised as a save
 * would be, and the id of the job being edited (none for a new one). Nothing is saved.
 */
export interface JobPreviewRequest extends JobRequest {
  id?: string;
}

/**
 * The answer to a job preview request, as a post's: `token` opens the preview until `expiresAt`; `urls`
 * are the job's public addresses (`/careers/<slug>`) with `?preview=<token>`, per language.
 */
export type JobPreviewLink = PostPreviewLink;

/** GET /api/jobs/previews/{token}: the job as the public job page reads it, and when the preview stops opening. */
export interface JobPreview {
  job: Job;
  expiresAt: string;
}

/** Each language of the job's texts. */
export const JOB_TEXT_LIMITS = {
  title: SHORT_TEXT_MAX,
  department: SHORT_TEXT_MAX,
  location: SHORT_TEXT_MAX,
  type: SHORT_TEXT_MAX,
  description: LONG_TEXT_MAX,
} as const satisfies FieldLimits<JobRequest>;

/** A job's slug, short of the id limit so that a `-2` for a second job of the same title always fits. */
export const JOB_SLUG_MAX = 80;

/** Each language of one responsibility or requirement. */
export const JOB_LIST_ITEM_MAX = 500;
/** Items in each of the two lists. */
export const JOB_LIST_MAX = 20;

/** A job as the admin wrote it (JobRequest), with what the service adds. */
export interface Job extends JobRequest {
  /** Never changes: applications name their job by it (a seeded job's reads like a slug, a new one is a UUID). */
  id: string;
  /**
   * The job's address on the site (`/careers/{slug}`), made from its English title: it follows the title
   * while the job is a draft never published, and is fixed from its first publication. GET /api/jobs/{x}
   * answers for the id and for any slug the job has held, so older addresses keep leading to it.
   */
  slug: string;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** How many applications this job has received. */
  applications: number;
  /** Always present in answers: null when the job has no closing date. */
  closesAt: string | null;
}

/**
 * A scheduled time as the API takes it: ISO 8601 to the minute or finer, with `Z` or an offset, so the
 * instant never depends on the server's zone (the admin sends Tripoli time as `+02:00`).
 */
export const SCHEDULE_TIME_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const jobStatus = (job: Pick<Job, 'published' | 'publishAt'>): PublicationStatus =>
  job.published ? 'published' : job.publishAt ? 'scheduled' : 'draft';

export const JOB_SORT_FIELDS = ['createdAt', 'updatedAt', 'applications'] as const;
export type JobSortField = (typeof JOB_SORT_FIELDS)[number];
export const JOB_DEFAULT_SORT = 'createdAt:desc' as const;

/** The company's time zone: a closing date is a day there, whatever the server's or visitor's zone. */
export const JOB_TIME_ZONE = 'Africa/Tripoli';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day `now` falls on in JOB_TIME_ZONE, as `YYYY-MM-DD`. */
export function jobToday(now: Date): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: JOB_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether applications to the job have stopped: its closing day is over in JOB_TIME_ZONE. */
export function isJobClosed(job: Pick<JobRequest, 'closesAt'>, now: Date): boolean {
  return typeof job.closesAt === 'string' && job.closesAt < jobToday(now);
}

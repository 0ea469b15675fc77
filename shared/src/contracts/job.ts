/**
 * POST and PATCH /api/jobs: a job as the admin writes it, every text in both languages, one to
 * JOB_LIST_MAX responsibilities and requirements.
 */
import type { LocalizedText } from '../localized-text';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, type FieldLimits } from './text';

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
}

/** PATCH: any of the fields, arrays replaced whole. */
export type JobUpdateRequest = Partial<JobRequest>;

/** Each language of the job's texts. */
export const JOB_TEXT_LIMITS = {
  title: SHORT_TEXT_MAX,
  department: SHORT_TEXT_MAX,
  location: SHORT_TEXT_MAX,
  type: SHORT_TEXT_MAX,
  description: LONG_TEXT_MAX,
} as const satisfies FieldLimits<JobRequest>;

/** Each language of one responsibility or requirement. */
export const JOB_LIST_ITEM_MAX = 500;
/** Items in each of the two lists. */
export const JOB_LIST_MAX = 20;

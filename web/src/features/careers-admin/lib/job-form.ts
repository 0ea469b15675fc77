/**
 * The job editor's form model: bilingual fields and ordered bilingual lists, an optional closing date,
 * the recruitment service's limits checked before sending, and the JSON body for POST/PATCH /api/jobs.
 */
import {
  isCalendarDate,
  JOB_LIST_ITEM_MAX,
  JOB_LIST_MAX,
  JOB_TEXT_LIMITS,
  LANGUAGE_CODES,
  type Job,
  type JobRequest,
  type LocalizedText,
} from '@madar/shared';
import { fromZonedInput, toZonedInput } from '@/lib/schedule-time';

export const JOB_TEXT_FIELDS = [
  'title',
  'department',
  'location',
  'type',
  'description',
] as const satisfies readonly (keyof typeof JOB_TEXT_LIMITS)[];
export type JobTextField = (typeof JOB_TEXT_FIELDS)[number];
export const JOB_LIST_FIELDS = [
  'responsibilities',
  'requirements',
] as const satisfies readonly (keyof JobRequest)[];
export type JobListField = (typeof JOB_LIST_FIELDS)[number];

/** A list entry with a stable key, so React keeps inputs (and focus) right when items move. */
export interface ListItem extends LocalizedText {
  key: string;
}

/**
 * `closesAt`: the date input's value, `YYYY-MM-DD` or '' for no closing date. `publishAt` and `closeAt`:
 * the `datetime-local` inputs' values in Tripoli time, '' for none.
 */
export type JobFormValues = Record<JobTextField, LocalizedText> &
  Record<JobListField, ListItem[]> & {
    published: boolean;
    closesAt: string;
    publishAt: string;
    closeAt: string;
  };

export type JobProblem =
  | 'common.required'
  | 'common.tooLong'
  | 'careers.jobs.editor.listEmpty'
  | 'careers.jobs.editor.tooManyItems'
  | 'careers.jobs.editor.closesAtInvalid'
  | 'careers.jobs.editor.closesAtPast'
  | 'careers.jobs.editor.scheduleInPast'
  | 'careers.jobs.editor.closeBeforePublish';

/** The service's closing-date rules, told in the editor's own words. */
export const CLOSES_AT_RULES: Partial<Record<string, JobProblem>> = {
  isCalendarDate: 'careers.jobs.editor.closesAtInvalid',
  notBeforeToday: 'careers.jobs.editor.closesAtPast',
};

/** Keys: `title.en`, `responsibilities` (the list itself), `responsibilities.2.ar` (one item). */
export type JobErrors = Partial<Record<string, JobProblem>>;

let keySeed = 0;
export function newListItem(text: LocalizedText = { en: '', ar: '' }): ListItem {
  keySeed += 1;
  return { key: `item-${keySeed}`, en: text.en, ar: text.ar };
}

export function emptyJobValues(): JobFormValues {
  return {
    title: { en: '', ar: '' },
    department: { en: '', ar: '' },
    location: { en: '', ar: '' },
    type: { en: 'Full-time', ar: 'دوام كامل' },
    description: { en: '', ar: '' },
    responsibilities: [newListItem()],
    requirements: [newListItem()],
    published: false,
    closesAt: '',
    publishAt: '',
    closeAt: '',
  };
}

export function jobToValues(job: Job): JobFormValues {
  return {
    title: { ...job.title },
    department: { ...job.department },
    location: { ...job.location },
    type: { ...job.type },
    description: { ...job.description },
    responsibilities: job.responsibilities.map((item) => newListItem(item)),
    requirements: job.requirements.map((item) => newListItem(item)),
    published: job.published,
    closesAt: job.closesAt ?? '',
    publishAt: toZonedInput(job.publishAt),
    closeAt: toZonedInput(job.closeAt),
  };
}

/** The list with the item at `index` moved by `offset` (-1 up, +1 down); unchanged at the ends. */
export function moveItem<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/**
 * `earliestClosing`: the first closing date allowed (today in Tripoli, for a new job, as the service
 * checks); an edit passes none, since it may close a job early with a past date.
 */
export function validateJob(values: JobFormValues, earliestClosing?: string): JobErrors {
  const errors: JobErrors = {};
  if (values.closesAt && !isCalendarDate(values.closesAt))
    errors.closesAt = 'careers.jobs.editor.closesAtInvalid';
  else if (values.closesAt && earliestClosing && values.closesAt < earliestClosing)
    errors.closesAt = 'careers.jobs.editor.closesAtPast';
  for (const field of JOB_TEXT_FIELDS) {
    for (const lang of LANGUAGE_CODES) {
      const text = values[field][lang];
      if (!text.trim()) errors[`${field}.${lang}`] = 'common.required';
      else if (text.length > JOB_TEXT_LIMITS[field]) errors[`${field}.${lang}`] = 'common.tooLong';
    }
  }
  for (const field of JOB_LIST_FIELDS) {
    const items = values[field];
    if (items.length === 0) errors[field] = 'careers.jobs.editor.listEmpty';
    else if (items.length > JOB_LIST_MAX) errors[field] = 'careers.jobs.editor.tooManyItems';
    items.forEach((item, index) => {
      for (const lang of LANGUAGE_CODES) {
        if (!item[lang].trim()) errors[`${field}.${index}.${lang}`] = 'common.required';
        else if (item[lang].length > JOB_LIST_ITEM_MAX)
          errors[`${field}.${index}.${lang}`] = 'common.tooLong';
      }
    });
  }
  return errors;
}

/** Every path the editor shows an error at: `title.en`, `requirements` and `requirements.0.ar`, … */
export function jobFieldPaths(values: JobFormValues): string[] {
  return [
    ...JOB_TEXT_FIELDS.flatMap((field) => LANGUAGE_CODES.map((lang) => `${field}.${lang}`)),
    ...JOB_LIST_FIELDS.flatMap((field) => [
      field,
      ...values[field].flatMap((_item, index) => LANGUAGE_CODES.map((lang) => `${field}.${index}.${lang}`)),
    ]),
    'closesAt',
    'publishAt',
    'closeAt',
  ];
}

/** The editor always sends every field, so its body is a whole JobRequest, for PATCH too. */
export type JobPayload = JobRequest;

const trimmed = (text: LocalizedText): LocalizedText => ({ en: text.en.trim(), ar: text.ar.trim() });

/** The body of POST and PATCH: trimmed text, list items in their shown order without their keys. */
export function buildJobPayload(values: JobFormValues): JobPayload {
  return {
    title: trimmed(values.title),
    department: trimmed(values.department),
    location: trimmed(values.location),
    type: trimmed(values.type),
    description: trimmed(values.description),
    responsibilities: values.responsibilities.map(trimmed),
    requirements: values.requirements.map(trimmed),
    published: values.published,
    // Sent as null when empty, so clearing the field on an edit removes the date.
    closesAt: values.closesAt || null,
    // Times in UTC, null for none (which cancels one); a published job has no publication to schedule.
    publishAt: values.published ? null : fromZonedInput(values.publishAt),
    closeAt: fromZonedInput(values.closeAt),
  };
}

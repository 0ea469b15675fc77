/**
 * A job as a row of `recruitment.jobs` and back, texts as jsonb: the one mapping the pg-store and the
 * seed share.
 */
import type { Job, LocalizedText } from '@madar/shared';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { JobsTable } from '../database/schema';
import type { JobChanges, JobRecord } from './jobs.store';

/** The closing date as `YYYY-MM-DD` text: node-postgres would read a `date` as a Date in local time. */
const closesAt = sql<string | null>`closes_at::text`.as('closesAt');

export const JOB_COLUMNS = [
  closesAt,
  'id',
  'slug',
  'title',
  'department',
  'location',
  'type',
  'description',
  'responsibilities',
  'requirements',
  'published',
  'publishedAt',
  'publishAt',
  'closeAt',
  'createdAt',
  'updatedAt',
  'applicationCount',
] as const;

export type JobRow = Pick<Selectable<JobsTable>, Exclude<(typeof JOB_COLUMNS)[number], typeof closesAt>> & {
  closesAt: string | null;
};

const text = (value: LocalizedText): LocalizedText => ({ en: value.en, ar: value.ar });

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    slug: row.slug,
    title: text(row.title),
    department: text(row.department),
    location: text(row.location),
    type: text(row.type),
    description: text(row.description),
    responsibilities: row.responsibilities.map(text),
    requirements: row.requirements.map(text),
    published: row.published,
    closesAt: row.closesAt,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishAt: row.publishAt?.toISOString() ?? null,
    closeAt: row.closeAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    applications: row.applicationCount,
  };
}

/** The columns of the given fields, jsonb as JSON text. */
export function toValues(job: JobChanges): Updateable<JobsTable> {
  const json = (value: unknown) => JSON.stringify(value);
  const values: Updateable<JobsTable> = {};
  if (job.slug) values.slug = job.slug;
  if (job.title) values.title = json(job.title);
  if (job.department) values.department = json(job.department);
  if (job.location) values.location = json(job.location);
  if (job.type) values.type = json(job.type);
  if (job.description) values.description = json(job.description);
  if (job.responsibilities) values.responsibilities = json(job.responsibilities);
  if (job.requirements) values.requirements = json(job.requirements);
  if (job.published !== undefined) values.published = job.published;
  if (job.closesAt !== undefined) values.closesAt = job.closesAt;
  if (job.publishedAt !== undefined) values.publishedAt = job.publishedAt;
  if (job.publishAt !== undefined) values.publishAt = job.publishAt;
  if (job.closeAt !== undefined) values.closeAt = job.closeAt;
  if (job.updatedAt !== undefined) values.updatedAt = job.updatedAt;
  return values;
}

/** The row of a new job. */
export const toJobRow = (job: JobRecord): Required<Insertable<JobsTable>> => ({
  id: job.id,
  slug: job.slug,
  published: job.published,
  closesAt: job.closesAt,
  publishedAt: job.publishedAt,
  publishAt: job.publishAt ?? null,
  closeAt: job.closeAt ?? null,
  createdAt: job.createdAt,
  updatedAt: job.updatedAt,
  title: JSON.stringify(job.title),
  department: JSON.stringify(job.department),
  location: JSON.stringify(job.location),
  type: JSON.stringify(job.type),
  description: JSON.stringify(job.description),
  responsibilities: JSON.stringify(job.responsibilities),
  requirements: JSON.stringify(job.requirements),
});

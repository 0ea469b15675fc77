/**
 * Jobs in PostgreSQL (table `recruitment.jobs`, texts as jsonb). A job's `applications` is the column
 * the database keeps in step with the applications table (triggers, in the writing transaction).
 */
import type { Job, LocalizedText, Page } from '@madar/shared';
import { containsPattern, type DataSource, listInPostgres } from '@madar/shared/data';
import { type Selectable, sql, type Updateable } from 'kysely';
import type { JobsTable, RecruitmentDb } from '../database/schema';
import { isJobId } from './job-id';
import { type JobChanges, type JobListQuery, type JobRecord, JobsStore } from './jobs.store';

/** The closing date as `YYYY-MM-DD` text: node-postgres would read a `date` as a Date in local time. */
const closesAt = sql<string | null>`closes_at::text`.as('closesAt');

const COLUMNS = [
  closesAt,
  'id',
  'title',
  'department',
  'location',
  'type',
  'description',
  'responsibilities',
  'requirements',
  'published',
  'publishedAt',
  'createdAt',
  'updatedAt',
  'applicationCount',
] as const;

type JobRow = Pick<Selectable<JobsTable>, Exclude<(typeof COLUMNS)[number], typeof closesAt>> & {
  closesAt: string | null;
};

const text = (value: LocalizedText): LocalizedText => ({ en: value.en, ar: value.ar });

function toJob(row: JobRow): Job {
  return {
    id: row.id,
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    applications: row.applicationCount,
  };
}

/** The columns of the given fields, jsonb as JSON text. */
function toValues(job: JobChanges): Updateable<JobsTable> {
  const json = (value: unknown) => JSON.stringify(value);
  const values: Updateable<JobsTable> = {};
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
  if (job.updatedAt !== undefined) values.updatedAt = job.updatedAt;
  return values;
}

/** The row of a new job (the seed inserts the same). */
export const toJobRow = (job: JobRecord) => ({
  id: job.id,
  published: job.published,
  closesAt: job.closesAt,
  publishedAt: job.publishedAt,
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

/** The column each sort field orders by. */
const SORT_COLUMNS = {
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  applications: 'applicationCount',
} as const;

export class PostgresJobsStore extends JobsStore {
  constructor(private readonly data: DataSource<RecruitmentDb>) {
    super();
  }

  async list(query: JobListQuery): Promise<Page<Job>> {
    let filtered = this.data.db.selectFrom('jobs');
    if (query.status) filtered = filtered.where('published', '=', query.status === 'published');
    if (query.search) filtered = filtered.where('searchText', 'like', containsPattern(query.search));

    return listInPostgres(filtered.select(COLUMNS), query, {
      sortBy: SORT_COLUMNS[query.sort.field],
      // Job ids are text: byte order, as JavaScript compares them (memory mode), whatever the collation.
      id: sql`id collate "C"`,
      toItem: toJob,
    });
  }

  async listPublished(): Promise<Job[]> {
    const rows = await this.data.db
      .selectFrom('jobs')
      .select(COLUMNS)
      .where('published', '=', true)
      .orderBy(sql`coalesce(published_at, created_at)`, 'desc')
      .orderBy(sql`id collate "C"`, 'asc')
      .execute();
    return rows.map(toJob);
  }

  async get(id: string): Promise<Job | undefined> {
    if (!isJobId(id)) return undefined;
    const row = await this.data.db.selectFrom('jobs').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toJob(row);
  }

  async create(job: JobRecord): Promise<Job> {
    const row = await this.data.db
      .insertInto('jobs')
      .values(toJobRow(job))
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toJob(row);
  }

  async update(id: string, changes: JobChanges): Promise<Job | undefined> {
    if (!isJobId(id)) return undefined;
    const values = toValues(changes);
    if (Object.keys(values).length === 0) return this.get(id);
    const row = await this.data.db
      .updateTable('jobs')
      .set(values)
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirst();
    return row && toJob(row);
  }

  async delete(id: string): Promise<boolean> {
    if (!isJobId(id)) return false;
    const result = await this.data.db.deleteFrom('jobs').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}

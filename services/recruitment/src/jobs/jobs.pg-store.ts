/**
 * Jobs in PostgreSQL (table `recruitment.jobs`, texts as jsonb). A job's `applications` is the column
 * the database keeps in step with the applications table (triggers, in the writing transaction).
 */
import type { Job, Page } from '@madar/shared';
import { containsPattern, type DataSource, listInPostgres } from '@madar/shared/data';
import { sql } from 'kysely';
import type { RecruitmentDb } from '../database/schema';
import { isJobId } from './job-id';
import { JOB_COLUMNS, toJob, toJobRow, toValues } from './jobs.row';
import { type JobChanges, type JobListQuery, type JobRecord, JobsStore } from './jobs.store';

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

    return listInPostgres(filtered.select(JOB_COLUMNS), query, {
      sortBy: SORT_COLUMNS[query.sort.field],
      // Job ids are text: byte order, as JavaScript compares them (memory mode), whatever the collation.
      id: sql`id collate "C"`,
      toItem: toJob,
    });
  }

  async listPublished(): Promise<Job[]> {
    const rows = await this.data.db
      .selectFrom('jobs')
      .select(JOB_COLUMNS)
      .where('published', '=', true)
      .orderBy(sql`coalesce(published_at, created_at)`, 'desc')
      .orderBy(sql`id collate "C"`, 'asc')
      .execute();
    return rows.map(toJob);
  }

  async get(id: string): Promise<Job | undefined> {
    if (!isJobId(id)) return undefined;
    const row = await this.data.db
      .selectFrom('jobs')
      .select(JOB_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toJob(row);
  }

  async create(job: JobRecord): Promise<Job> {
    const row = await this.data.db
      .insertInto('jobs')
      .values(toJobRow(job))
      .returning(JOB_COLUMNS)
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
      .returning(JOB_COLUMNS)
      .executeTakeFirst();
    return row && toJob(row);
  }

  async delete(id: string): Promise<boolean> {
    if (!isJobId(id)) return false;
    const result = await this.data.db.deleteFrom('jobs').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}

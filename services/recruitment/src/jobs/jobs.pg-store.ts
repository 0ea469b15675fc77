/**
 * Jobs in PostgreSQL (table `recruitment.jobs`, texts as jsonb). A job's `applications` is the column
 * the database keeps in step with the applications table (triggers, in the writing transaction).
 */
import type { Job, Page } from '@madar/shared';
import {
  type AuditStamp,
  changeEntry,
  containsPattern,
  type DataSource,
  insertAuditEntry,
  listInPostgres,
} from '@madar/shared/data';
import { sql } from 'kysely';
import type { RecruitmentDb } from '../database/schema';
import { isJobId } from './job-id';
import { insertJobVersion } from './job-versions';
import { JOB_COLUMNS, toJob, toJobRow, toValues } from './jobs.row';
import {
  JOB_AUDIT,
  type JobChanges,
  type JobListQuery,
  type JobRecord,
  JobSlugTaken,
  JobsStore,
  scheduledJobChanges,
} from './jobs.store';

/**
 * A write gave a job a slug another job holds: the trigger that records slugs (`job_slugs_pkey`) or the
 * unique current slug (`jobs_slug_key`) refused it.
 */
async function refusingTakenSlugs<T>(slug: string | undefined, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
    const clash = code === '23505' && (constraint === 'job_slugs_pkey' || constraint === 'jobs_slug_key');
    if (clash && slug !== undefined) throw new JobSlugTaken(slug);
    throw error;
  }
}

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
    if (query.status === 'draft') filtered = filtered.where('publishAt', 'is', null);
    if (query.status === 'scheduled') filtered = filtered.where('publishAt', 'is not', null);
    if (query.search) filtered = filtered.where('searchText', 'like', containsPattern(query.search));

    return listInPostgres(filtered.select(JOB_COLUMNS), query, {
      sortBy: SORT_COLUMNS[query.sort.field],
      // Job ids are text: byte order, as JavaScript compares them (memory mode), whatever the collation.
      id: sql`id collate "C"`,
      toItem: toJob,
    });
  }

  async listPublished(now?: Date): Promise<Job[]> {
    let published = this.data.db.selectFrom('jobs').select(JOB_COLUMNS).where('published', '=', true);
    if (now) published = published.where((eb) => eb.or([eb('closeAt', 'is', null), eb('closeAt', '>', now)]));
    const rows = await published
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

  async getByAddress(address: string): Promise<Job | undefined> {
    if (!isJobId(address)) return undefined;
    const row = await this.data.db
      .selectFrom('jobs')
      .select(JOB_COLUMNS)
      .where((eb) =>
        eb.or([
          eb('id', '=', address),
          eb('id', '=', eb.selectFrom('jobSlugs').select('jobId').where('slug', '=', address)),
        ]),
      )
      // An id wins over a slug that happens to read the same (a seeded job's id is its first slug anyway).
      .orderBy(sql`id = ${address}`, 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && toJob(row);
  }

  async slugsTaken(base: string, exceptId?: string): Promise<Set<string>> {
    // `base` is a slug (letters, digits, hyphens): nothing in it is special to the pattern.
    let held = this.data.db
      .selectFrom('jobSlugs')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', '~', `^${base}-[0-9]+$`)]));
    if (exceptId !== undefined) held = held.where('jobId', '<>', exceptId);
    return new Set((await held.execute()).map((row) => row.slug));
  }

  async create(job: JobRecord, audit?: AuditStamp): Promise<Job> {
    // One transaction: the job and its audit entry commit together or not at all.
    return refusingTakenSlugs(
      job.slug,
      this.data.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('jobs')
          .values(toJobRow(job))
          .returning(JOB_COLUMNS)
          .executeTakeFirstOrThrow();
        const created = toJob(row);
        if (audit) await insertAuditEntry(trx, changeEntry(audit, JOB_AUDIT, job.id, undefined, created));
        if (audit) await insertJobVersion(trx, audit, created);
        return created;
      }),
    );
  }

  async update(id: string, changes: JobChanges, audit?: AuditStamp): Promise<Job | undefined> {
    if (!isJobId(id)) return undefined;
    const values = toValues(changes);
    if (Object.keys(values).length === 0) return this.get(id);
    return refusingTakenSlugs(
      changes.slug,
      this.data.db.transaction().execute(async (trx) => {
        const before = audit
          ? await trx
              .selectFrom('jobs')
              .select(JOB_COLUMNS)
              .where('id', '=', id)
              .forUpdate()
              .executeTakeFirst()
          : undefined;
        const row = await trx
          .updateTable('jobs')
          .set(values)
          .where('id', '=', id)
          .returning(JOB_COLUMNS)
          .executeTakeFirst();
        if (!row) return undefined;
        const updated = toJob(row);
        if (audit && before)
          await insertAuditEntry(trx, changeEntry(audit, JOB_AUDIT, id, toJob(before), updated));
        if (audit && before) await insertJobVersion(trx, audit, updated, toJob(before));
        return updated;
      }),
    );
  }

  async delete(id: string, audit?: AuditStamp): Promise<boolean> {
    if (!isJobId(id)) return false;
    return this.data.db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('jobs').where('id', '=', id).returning(JOB_COLUMNS).executeTakeFirst();
      if (!row) return false;
      if (audit) await insertAuditEntry(trx, changeEntry(audit, JOB_AUDIT, id, toJob(row), undefined));
      return true;
    });
  }

  async applySchedule(now: Date, audit: AuditStamp): Promise<Job[]> {
    return this.data.db.transaction().execute(async (trx) => {
      // The due jobs, locked; a replica running this at the same moment skips the rows locked here (and
      // finds nothing due on them once this commits), so each change is made and audited once.
      const due = await trx
        .selectFrom('jobs')
        .select(JOB_COLUMNS)
        .where((eb) =>
          eb.or([
            eb.and([eb('published', '=', false), eb('publishAt', '<=', now)]),
            eb.and([eb('published', '=', true), eb('closeAt', '<=', now)]),
          ]),
        )
        .forUpdate()
        .skipLocked()
        .execute();
      const changed: Job[] = [];
      for (const row of due) {
        const before = toJob(row);
        const changes = scheduledJobChanges(before, now);
        if (!changes) continue;
        const after = await trx
          .updateTable('jobs')
          .set(toValues(changes))
          .where('id', '=', before.id)
          .where('published', '=', before.published)
          .returning(JOB_COLUMNS)
          .executeTakeFirst();
        if (!after) continue;
        const updated = toJob(after);
        await insertAuditEntry(trx, changeEntry(audit, JOB_AUDIT, before.id, before, updated));
        // A version by the system, as any save keeps one.
        await insertJobVersion(trx, audit, updated, before);
        changed.push(updated);
      }
      return changed;
    });
  }
}

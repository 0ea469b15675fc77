/**
 * Applications in PostgreSQL (table `recruitment.applications`); an application and its resume row are
 * written in one transaction, and the resume row goes with it (ON DELETE CASCADE).
 */
import type { DateRange, LeadAssignee, Page } from '@madar/shared';
import { assigneeToRow, assignEntry } from '@madar/shared/follow-up';
import {
  type AuditStamp,
  changeEntry,
  containsPattern,
  type DataSource,
  insertAuditEntry,
  isUuid,
  listInPostgres,
} from '@madar/shared/data';
import type { OutgoingMail, PostgresMailOutbox } from '@madar/shared/mail';
import { deleteLeftoversIn, PURGE_BATCH, type PurgeCounts, purgeEntry } from '@madar/shared/privacy';
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { RecruitmentDb } from '../database/schema';
import { resumeRow } from '../resumes/resumes.row';
import { assertStorableResume, type NewResume } from '../resumes/resumes.store';
import {
  APPLICATION_AUDIT,
  type ApplicationChanges,
  type ApplicationListQuery,
  type ApplicationRecord,
  ApplicationsStore,
  type NewApplication,
} from './applications.store';
import { APPLICATION_COLUMNS, toApplicationRow, toApplicationRecord } from './applications.row';

/** The download name of the current row's resume (the content itself is never read for a list). */
const resumeName = (eb: ExpressionBuilder<RecruitmentDb, 'applications'>) =>
  eb
    .selectFrom('resumes')
    .whereRef('resumes.applicationId', '=', 'applications.id')
    .select('resumes.downloadName')
    .as('resumeName');

/** Sort keys: names sort without case, as in memory. */
const SORT_COLUMNS = {
  submittedAt: 'submittedAt',
  name: 'name',
  position: 'position',
  status: 'status',
} as const;

export class PostgresApplicationsStore extends ApplicationsStore {
  constructor(
    private readonly data: DataSource<RecruitmentDb>,
    /** Where the application's mails go, in its transaction; without it one can be stored with no mail. */
    private readonly outbox?: PostgresMailOutbox,
  ) {
    super();
  }

  async list(query: ApplicationListQuery): Promise<Page<ApplicationRecord>> {
    let filtered = this.data.db.selectFrom('applications');
    if (query.jobId !== undefined) filtered = filtered.where('jobId', '=', query.jobId);
    if (query.status) filtered = filtered.where('status', '=', query.status);
    if (query.search) filtered = filtered.where('searchText', 'like', containsPattern(query.search));
    if (query.assignee === null) filtered = filtered.where('assigneeId', 'is', null);
    else if (query.assignee !== undefined) filtered = filtered.where('assigneeId', '=', query.assignee);

    const column = SORT_COLUMNS[query.sort.field];
    return listInPostgres(filtered.select(APPLICATION_COLUMNS).select(resumeName), query, {
      sortBy: (eb) =>
        column === 'name' || column === 'position' ? eb.fn('lower', [eb.ref(column)]) : eb.ref(column),
      id: 'id',
      toItem: toApplicationRecord,
    });
  }

  async get(id: string): Promise<ApplicationRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.data.db
      .selectFrom('applications')
      .select(APPLICATION_COLUMNS)
      .select(resumeName)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toApplicationRecord(row);
  }

  async create(
    application: NewApplication,
    resume: NewResume,
    mails: readonly OutgoingMail[] = [],
  ): Promise<ApplicationRecord> {
    assertStorableResume(resume);
    const { outbox } = this;
    if (mails.length > 0 && !outbox)
      throw new Error('PostgresApplicationsStore was given mails but no outbox');
    // One transaction: the 201 that follows means the application, its resume, its mails and their
    // jobs are committed, and a failure leaves none of them.
    const row = await this.data.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('applications')
        .values(toApplicationRow(application))
        .returning(APPLICATION_COLUMNS)
        .executeTakeFirstOrThrow();
      await trx.insertInto('resumes').values(resumeRow(application.id, resume)).execute();
      await outbox?.enqueueIn(trx, mails);
      return inserted;
    });
    return toApplicationRecord({ ...row, resumeName: resume.downloadName });
  }

  async update(
    id: string,
    changes: ApplicationChanges,
    audit?: AuditStamp,
  ): Promise<ApplicationRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const { status } = changes;
    if (status === undefined) return this.get(id);
    // One transaction: the change and its audit entry commit together or not at all.
    return this.data.db.transaction().execute(async (trx) => {
      const before = audit ? await lockedRecord(trx, id) : undefined;
      const row = await trx
        .updateTable('applications')
        .set({ status })
        .where('id', '=', id)
        .returning(APPLICATION_COLUMNS)
        .returning(resumeName)
        .executeTakeFirst();
      if (!row) return undefined;
      const updated = toApplicationRecord(row);
      if (audit && before)
        await insertAuditEntry(trx, changeEntry(audit, APPLICATION_AUDIT, id, before, updated));
      return updated;
    });
  }

  async delete(id: string, audit?: AuditStamp): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.data.db.transaction().execute(async (trx) => {
      const before = audit ? await lockedRecord(trx, id) : undefined;
      const result = await trx.deleteFrom('applications').where('id', '=', id).executeTakeFirst();
      if (result.numDeletedRows === 0n) return false;
      if (audit && before)
        await insertAuditEntry(trx, changeEntry(audit, APPLICATION_AUDIT, id, before, undefined));
      return true;
    });
  }

  async purge(cutoff: Date, at: Date): Promise<PurgeCounts> {
    const total = { applications: 0, resumes: 0, notes: 0, mails: 0 };
    for (;;) {
      // One batch per transaction, its entry with it: the oldest first, so a batch cut short by an
      // error leaves the next run the same work.
      const batch = await this.data.db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('applications')
          .select('id')
          .where('submittedAt', '<', cutoff)
          .orderBy('submittedAt')
          .limit(PURGE_BATCH)
          .forUpdate()
          .execute();
        const ids = due.map((row) => row.id);
        if (ids.length === 0) return { applications: 0, resumes: 0, notes: 0, mails: 0 };
        // The resumes would go with their applications (ON DELETE CASCADE); deleted first, to count them.
        const resumes = await trx.deleteFrom('resumes').where('applicationId', 'in', ids).executeTakeFirst();
        const gone = await trx.deleteFrom('applications').where('id', 'in', ids).executeTakeFirst();
        const counts = {
          applications: Number(gone.numDeletedRows),
          resumes: Number(resumes.numDeletedRows),
          ...(await deleteLeftoversIn(trx, 'application', ids)),
        };
        await insertAuditEntry(trx, purgeEntry(at, 'application', cutoff, counts));
        return counts;
      });
      total.applications += batch.applications;
      total.resumes += batch.resumes;
      total.notes += batch.notes;
      total.mails += batch.mails;
      if (batch.applications < PURGE_BATCH) return total;
    }
  }

  async assign(
    id: string,
    assignee: LeadAssignee | undefined,
    audit: AuditStamp,
    mails: readonly OutgoingMail[],
  ): Promise<ApplicationRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const { outbox } = this;
    if (mails.length > 0 && !outbox)
      throw new Error('PostgresApplicationsStore was given mails but no outbox');
    // One transaction: the assignee, its audit entry and the notice to the new assignee.
    return this.data.db.transaction().execute(async (trx) => {
      const before = await lockedRecord(trx, id);
      if (!before) return undefined;
      const row = await trx
        .updateTable('applications')
        .set(assigneeToRow(assignee))
        .where('id', '=', id)
        .returning(APPLICATION_COLUMNS)
        .returning(resumeName)
        .executeTakeFirstOrThrow();
      const updated = toApplicationRecord(row);
      await insertAuditEntry(trx, assignEntry(audit, { type: 'application', id }, before, updated));
      await outbox?.enqueueIn(trx, mails);
      return updated;
    });
  }

  async unassign(assigneeIds: readonly string[]): Promise<void> {
    if (assigneeIds.length === 0) return;
    await this.data.db
      .updateTable('applications')
      .set(assigneeToRow(undefined))
      .where('assigneeId', 'in', assigneeIds)
      .execute();
  }

  async count(range: DateRange = {}): Promise<number> {
    let query = this.data.db.selectFrom('applications').select((eb) => eb.fn.countAll<string>().as('total'));
    if (range.from) query = query.where('submittedAt', '>=', range.from);
    if (range.to) query = query.where('submittedAt', '<', range.to);
    const { total } = await query.executeTakeFirstOrThrow();
    return Number(total);
  }
}

/** The application as it is, locked until the transaction ends (what its audit entry calls before). */
async function lockedRecord(
  trx: Transaction<RecruitmentDb>,
  id: string,
): Promise<ApplicationRecord | undefined> {
  const row = await trx
    .selectFrom('applications')
    .select(APPLICATION_COLUMNS)
    .select(resumeName)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && toApplicationRecord(row);
}

/** Client briefs in PostgreSQL (table `inquiries.briefs`). */
import type { BriefStatus, ClientBrief, DateRange, LeadAssignee, Page } from '@madar/shared';
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
import type { PostgresMailOutbox, OutgoingMail } from '@madar/shared/mail';
import { deleteLeftoversIn, PURGE_BATCH, type PurgeCounts, purgeEntry } from '@madar/shared/privacy';
import type { Updateable } from 'kysely';
import type { BriefsTable, InquiriesDb } from '../database/schema';
import { BRIEF_COLUMNS, toBrief, toBriefRow } from './briefs.row';
import { BRIEF_AUDIT, type BriefChanges, type BriefListQuery, BriefsStore } from './briefs.store';

/** Sort keys: names sort without case, as in memory. */
const SORT_EXPRESSIONS = {
  submittedAt: 'submittedAt',
  companyName: 'companyName',
  contactName: 'contactName',
  status: 'status',
} as const;

export class PostgresBriefsStore extends BriefsStore {
  constructor(
    private readonly data: DataSource<InquiriesDb>,
    /** Where the brief's mails go, in its transaction; without it a brief can be stored with no mail. */
    private readonly outbox?: PostgresMailOutbox,
  ) {
    super();
  }

  async list(query: BriefListQuery): Promise<Page<ClientBrief>> {
    let filtered = this.data.db.selectFrom('briefs');
    if (query.status) filtered = filtered.where('status', '=', query.status);
    if (query.search) filtered = filtered.where('searchText', 'like', containsPattern(query.search));
    if (query.assignee === null) filtered = filtered.where('assigneeId', 'is', null);
    else if (query.assignee !== undefined) filtered = filtered.where('assigneeId', '=', query.assignee);

    const column = SORT_EXPRESSIONS[query.sort.field];
    return listInPostgres(filtered.select(BRIEF_COLUMNS), query, {
      sortBy: (eb) =>
        column === 'companyName' || column === 'contactName'
          ? eb.fn('lower', [eb.ref(column)])
          : eb.ref(column),
      id: 'id',
      toItem: toBrief,
      // Without a search or an assignee the totals come from the trigger-kept counts, not from
      // counting every row.
      ...(!query.search && query.assignee === undefined && { total: () => this.statusTotal(query.status) }),
    });
  }

  private async statusTotal(status?: BriefStatus): Promise<number> {
    let query = this.data.db.selectFrom('briefCounts').select((eb) => eb.fn.sum<string>('total').as('total'));
    if (status) query = query.where('status', '=', status);
    const row = await query.executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  async get(id: string): Promise<ClientBrief | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.data.db
      .selectFrom('briefs')
      .select(BRIEF_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toBrief(row);
  }

  async create(brief: ClientBrief, mails: readonly OutgoingMail[] = []): Promise<ClientBrief> {
    const { outbox } = this;
    if (mails.length > 0 && !outbox) throw new Error('PostgresBriefsStore was given mails but no outbox');
    // One transaction: the brief, its mails and their jobs commit together or not at all.
    const row = await this.data.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('briefs')
        .values(toBriefRow(brief))
        .returning(BRIEF_COLUMNS)
        .executeTakeFirstOrThrow();
      await outbox?.enqueueIn(trx, mails);
      return inserted;
    });
    return toBrief(row);
  }

  async update(id: string, changes: BriefChanges, audit?: AuditStamp): Promise<ClientBrief | undefined> {
    // Only the fields the caller changes; optional ones given as undefined are cleared.
    const { id: _id, submittedAt: _submittedAt, ...all } = toBriefRow({ ...changes } as ClientBrief);
    const values: Updateable<BriefsTable> = Object.fromEntries(
      Object.entries(all).filter(([key]) => key in changes),
    );
    if (!isUuid(id)) return undefined;
    if (Object.keys(values).length === 0) return this.get(id);
    // One transaction: the change and its audit entry commit together or not at all.
    return this.data.db.transaction().execute(async (trx) => {
      const before = audit
        ? await trx
            .selectFrom('briefs')
            .select(BRIEF_COLUMNS)
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst()
        : undefined;
      const row = await trx
        .updateTable('briefs')
        .set(values)
        .where('id', '=', id)
        .returning(BRIEF_COLUMNS)
        .executeTakeFirst();
      if (!row) return undefined;
      const updated = toBrief(row);
      if (audit && before)
        await insertAuditEntry(trx, changeEntry(audit, BRIEF_AUDIT, id, toBrief(before), updated));
      return updated;
    });
  }

  async delete(id: string, audit?: AuditStamp): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.data.db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('briefs')
        .where('id', '=', id)
        .returning(BRIEF_COLUMNS)
        .executeTakeFirst();
      if (!row) return false;
      if (audit) await insertAuditEntry(trx, changeEntry(audit, BRIEF_AUDIT, id, toBrief(row), undefined));
      return true;
    });
  }

  async purge(cutoff: Date, at: Date): Promise<PurgeCounts> {
    const total = { briefs: 0, notes: 0, mails: 0 };
    for (;;) {
      // One batch per transaction, its entry with it: the oldest first, so a batch cut short by an
      // error leaves the next run the same work.
      const batch = await this.data.db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('briefs')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('briefs')
              .select('id')
              .where('submittedAt', '<', cutoff)
              .orderBy('submittedAt')
              .limit(PURGE_BATCH),
          )
          .returning('id')
          .execute();
        const ids = gone.map((row) => row.id);
        const counts = { briefs: ids.length, ...(await deleteLeftoversIn(trx, 'brief', ids)) };
        if (ids.length > 0) await insertAuditEntry(trx, purgeEntry(at, 'brief', cutoff, counts));
        return counts;
      });
      total.briefs += batch.briefs;
      total.notes += batch.notes;
      total.mails += batch.mails;
      if (batch.briefs < PURGE_BATCH) return total;
    }
  }

  async assign(
    id: string,
    assignee: LeadAssignee | undefined,
    audit: AuditStamp,
    mails: readonly OutgoingMail[],
  ): Promise<ClientBrief | undefined> {
    if (!isUuid(id)) return undefined;
    const { outbox } = this;
    if (mails.length > 0 && !outbox) throw new Error('PostgresBriefsStore was given mails but no outbox');
    // One transaction: the assignee, its audit entry and the notice to the new assignee.
    return this.data.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('briefs')
        .select(BRIEF_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return undefined;
      const row = await trx
        .updateTable('briefs')
        .set(assigneeToRow(assignee))
        .where('id', '=', id)
        .returning(BRIEF_COLUMNS)
        .executeTakeFirstOrThrow();
      const updated = toBrief(row);
      await insertAuditEntry(trx, assignEntry(audit, { type: 'brief', id }, toBrief(before), updated));
      await outbox?.enqueueIn(trx, mails);
      return updated;
    });
  }

  async unassign(assigneeIds: readonly string[]): Promise<void> {
    if (assigneeIds.length === 0) return;
    await this.data.db
      .updateTable('briefs')
      .set(assigneeToRow(undefined))
      .where('assigneeId', 'in', assigneeIds)
      .execute();
  }

  async count(range: DateRange = {}): Promise<number> {
    if (!range.from && !range.to) return this.statusTotal();
    let query = this.data.db.selectFrom('briefs').select((eb) => eb.fn.countAll<string>().as('total'));
    if (range.from) query = query.where('submittedAt', '>=', range.from);
    if (range.to) query = query.where('submittedAt', '<', range.to);
    const { total } = await query.executeTakeFirstOrThrow();
    return Number(total);
  }
}

/** Contact messages in PostgreSQL (table `inquiries.contact_messages`). */
import type { ContactMessage, ContactStatus, DateRange, LeadAssignee, Page } from '@madar/shared';
import {
  type AuditStamp,
  changeEntry,
  containsPattern,
  type DataSource,
  insertAuditEntry,
  isUuid,
  listInPostgres,
} from '@madar/shared/data';
import { assigneeToRow, assignEntry } from '@madar/shared/follow-up';
import type { OutgoingMail, PostgresMailOutbox } from '@madar/shared/mail';
import { deleteLeftoversIn, PURGE_BATCH, type PurgeCounts, purgeEntry } from '@madar/shared/privacy';
import type { InquiriesDb } from '../database/schema';
import { MESSAGE_COLUMNS, toMessage, toMessageRow } from './contact.row';
import { CONTACT_AUDIT, type ContactListQuery, ContactStore } from './contact.store';

export class PostgresContactStore extends ContactStore {
  constructor(
    private readonly data: DataSource<InquiriesDb>,
    /** Where the message's mails go, in its transaction; without it a message can be stored with no mail. */
    private readonly outbox?: PostgresMailOutbox,
  ) {
    super();
  }

  async list(query: ContactListQuery): Promise<Page<ContactMessage>> {
    let filtered = this.data.db.selectFrom('contactMessages');
    if (query.search) filtered = filtered.where('searchText', 'like', containsPattern(query.search));
    if (query.status) filtered = filtered.where('status', '=', query.status);
    if (query.assignee === null) filtered = filtered.where('assigneeId', 'is', null);
    else if (query.assignee !== undefined) filtered = filtered.where('assigneeId', '=', query.assignee);
    const { field } = query.sort;
    return listInPostgres(filtered.select(MESSAGE_COLUMNS), query, {
      sortBy: (eb) =>
        field === 'receivedAt' || field === 'status' ? eb.ref(field) : eb.fn('lower', [eb.ref(field)]),
      id: 'id',
      toItem: toMessage,
    });
  }

  async get(id: string): Promise<ContactMessage | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.data.db
      .selectFrom('contactMessages')
      .select(MESSAGE_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toMessage(row);
  }

  async create(message: ContactMessage, mails: readonly OutgoingMail[] = []): Promise<ContactMessage> {
    const { outbox } = this;
    if (mails.length > 0 && !outbox) throw new Error('PostgresContactStore was given mails but no outbox');
    // One transaction: the message, its mails and their jobs commit together or not at all.
    const row = await this.data.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('contactMessages')
        .values(toMessageRow(message))
        .returning(MESSAGE_COLUMNS)
        .executeTakeFirstOrThrow();
      await outbox?.enqueueIn(trx, mails);
      return inserted;
    });
    return toMessage(row);
  }

  async update(
    id: string,
    changes: { status: ContactStatus },
    audit?: AuditStamp,
  ): Promise<ContactMessage | undefined> {
    if (!isUuid(id)) return undefined;
    // One transaction: the change and its audit entry commit together or not at all.
    return this.data.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('contactMessages')
        .select(MESSAGE_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return undefined;
      const row = await trx
        .updateTable('contactMessages')
        .set({ status: changes.status })
        .where('id', '=', id)
        .returning(MESSAGE_COLUMNS)
        .executeTakeFirstOrThrow();
      const updated = toMessage(row);
      if (audit)
        await insertAuditEntry(trx, changeEntry(audit, CONTACT_AUDIT, id, toMessage(before), updated));
      return updated;
    });
  }

  async delete(id: string, audit?: AuditStamp): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.data.db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('contactMessages')
        .where('id', '=', id)
        .returning(MESSAGE_COLUMNS)
        .executeTakeFirst();
      if (!row) return false;
      if (audit)
        await insertAuditEntry(trx, changeEntry(audit, CONTACT_AUDIT, id, toMessage(row), undefined));
      return true;
    });
  }

  async count(range: DateRange = {}): Promise<number> {
    let query = this.data.db
      .selectFrom('contactMessages')
      .select((eb) => eb.fn.countAll<string>().as('total'));
    if (range.from) query = query.where('receivedAt', '>=', range.from);
    if (range.to) query = query.where('receivedAt', '<', range.to);
    return Number((await query.executeTakeFirstOrThrow()).total);
  }

  async purge(cutoff: Date, at: Date): Promise<PurgeCounts> {
    const total = { messages: 0, notes: 0, mails: 0 };
    for (;;) {
      // One batch per transaction, its entry with it: the oldest first, so a batch cut short by an
      // error leaves the next run the same work.
      const batch = await this.data.db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('contactMessages')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('contactMessages')
              .select('id')
              .where('receivedAt', '<', cutoff)
              .orderBy('receivedAt')
              .limit(PURGE_BATCH),
          )
          .returning('id')
          .execute();
        const ids = gone.map((row) => row.id);
        const counts = { messages: ids.length, ...(await deleteLeftoversIn(trx, 'contact_message', ids)) };
        if (ids.length > 0) await insertAuditEntry(trx, purgeEntry(at, 'contact_message', cutoff, counts));
        return counts;
      });
      total.messages += batch.messages;
      total.notes += batch.notes;
      total.mails += batch.mails;
      if (batch.messages < PURGE_BATCH) return total;
    }
  }

  async assign(
    id: string,
    assignee: LeadAssignee | undefined,
    audit: AuditStamp,
    mails: readonly OutgoingMail[],
  ): Promise<ContactMessage | undefined> {
    if (!isUuid(id)) return undefined;
    const { outbox } = this;
    if (mails.length > 0 && !outbox) throw new Error('PostgresContactStore was given mails but no outbox');
    // One transaction: the assignee, its audit entry and the notice to the new assignee.
    return this.data.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('contactMessages')
        .select(MESSAGE_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return undefined;
      const row = await trx
        .updateTable('contactMessages')
        .set(assigneeToRow(assignee))
        .where('id', '=', id)
        .returning(MESSAGE_COLUMNS)
        .executeTakeFirstOrThrow();
      const updated = toMessage(row);
      const entry = assignEntry(audit, { type: 'contact_message', id }, toMessage(before), updated);
      await insertAuditEntry(trx, entry);
      await outbox?.enqueueIn(trx, mails);
      return updated;
    });
  }

  async unassign(assigneeIds: readonly string[]): Promise<void> {
    if (assigneeIds.length === 0) return;
    await this.data.db
      .updateTable('contactMessages')
      .set(assigneeToRow(undefined))
      .where('assigneeId', 'in', assigneeIds)
      .execute();
  }
}

/** Contact messages in PostgreSQL (table `inquiries.contact_messages`). */
import type { ContactMessage, DateRange, Page } from '@madar/shared';
import { containsPattern, type DataSource, isUuid, listInPostgres } from '@madar/shared/data';
import type { OutgoingMail, PostgresMailOutbox } from '@madar/shared/mail';
import type { InquiriesDb } from '../database/schema';
import { MESSAGE_COLUMNS, toMessage, toMessageRow } from './contact.row';
import { type ContactListQuery, ContactStore } from './contact.store';

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
    const { field } = query.sort;
    return listInPostgres(filtered.select(MESSAGE_COLUMNS), query, {
      sortBy: (eb) => (field === 'receivedAt' ? eb.ref(field) : eb.fn('lower', [eb.ref(field)])),
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

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.data.db.deleteFrom('contactMessages').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async count(range: DateRange = {}): Promise<number> {
    let query = this.data.db
      .selectFrom('contactMessages')
      .select((eb) => eb.fn.countAll<string>().as('total'));
    if (range.from) query = query.where('receivedAt', '>=', range.from);
    if (range.to) query = query.where('receivedAt', '<', range.to);
    return Number((await query.executeTakeFirstOrThrow()).total);
  }
}

/**
 * What staff write on a lead, in PostgreSQL: table `lead_notes` in the service's own schema, created
 * by the service's migration (`createLeadNotesTable`). A note is a row; a reply is a row too, naming
 * its outbox mail (`mail_id`), written in one transaction with the mail and the audit entry.
 */
import { type ColumnType, type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { LeadKind, LeadNote } from '../contracts/follow-up';
import type { AuditStamp } from '../data/audit-log';
import { type AuditDb, insertAuditEntry } from '../data/audit-log.pg-store';
import type { DataSource } from '../data/data.module';
import type { MailDb, PostgresMailOutbox } from '../mail/outbox.pg-store';
import {
  type LeadRef,
  LeadNotesStore,
  noteEntry,
  type ReplyAuthorship,
  replyEntry,
  type SentReply,
} from './notes.store';

export interface LeadNotesTable {
  id: string;
  recordType: LeadKind;
  recordId: string;
  text: string;
  authorId: string;
  authorName: string;
  /** A reply's outbox mail; null for an internal note. */
  mailId: string | null;
  createdAt: ColumnType<Date, Date | string, never>;
}

/** The tables a service's schema type gains with the notes. */
export interface LeadNotesDb {
  leadNotes: LeadNotesTable;
}

type NotesSchema = LeadNotesDb & AuditDb & MailDb;

/** The migration step of every service that keeps leads: the notes table and its index. */
export async function createLeadNotesTable(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lead_notes (
      id uuid primary key,
      record_type text not null,
      record_id text not null,
      text text not null,
      author_id text not null,
      author_name text not null,
      mail_id uuid,
      created_at timestamptz not null
    )`.execute(db);
  // One lead's notes and replies, oldest first.
  await sql`create index lead_notes_record_idx on lead_notes (record_type, record_id, created_at)`.execute(
    db,
  );
}

const toNote = (row: {
  id: string;
  text: string;
  authorId: string;
  authorName: string;
  createdAt: Date;
}): LeadNote => ({
  id: row.id,
  text: row.text,
  author: { id: row.authorId, name: row.authorName },
  createdAt: row.createdAt.toISOString(),
});

function anyLead(eb: ExpressionBuilder<LeadNotesDb, 'leadNotes'>, leads: readonly LeadRef[]) {
  return eb.or(leads.map((lead) => eb.and([eb('recordType', '=', lead.type), eb('recordId', '=', lead.id)])));
}

/** Deletes the notes and reply texts on `leads` in `db` (an erasure's transaction); how many went. */
export async function deleteLeadNotesIn<DB extends LeadNotesDb>(
  db: Kysely<DB>,
  leads: readonly LeadRef[],
): Promise<number> {
  if (leads.length === 0) return 0;
  // The generic DB cannot be narrowed to the notes' table by the compiler; the bound guarantees it.
  const result = await (db as unknown as Kysely<LeadNotesDb>)
    .deleteFrom('leadNotes')
    .where((eb) => anyLead(eb, leads))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export class PostgresLeadNotesStore extends LeadNotesStore {
  constructor(
    private readonly data: DataSource<unknown>,
    /** Where replies' mails go, in the reply's transaction. */
    private readonly outbox?: PostgresMailOutbox,
  ) {
    super();
  }

  private get db(): Kysely<NotesSchema> {
    // Every service that keeps leads migrates these tables into its schema; its DataSource is its own type.
    return this.data.db;
  }

  private rows(lead: LeadRef) {
    return this.db
      .selectFrom('leadNotes')
      .select(['id', 'text', 'authorId', 'authorName', 'mailId', 'createdAt'])
      .where('recordType', '=', lead.type)
      .where('recordId', '=', lead.id)
      .orderBy('createdAt')
      .orderBy('id');
  }

  async notes(lead: LeadRef): Promise<LeadNote[]> {
    const rows = await this.rows(lead).where('mailId', 'is', null).execute();
    return rows.map(toNote);
  }

  async addNote(lead: LeadRef, note: LeadNote, audit: AuditStamp): Promise<LeadNote> {
    await this.db.transaction().execute(async (trx) => {
      await this.insert(trx, lead, note, null);
      await insertAuditEntry(trx, noteEntry(audit, lead, note));
    });
    return structuredClone(note);
  }

  async addReply(lead: LeadRef, reply: SentReply, audit: AuditStamp): Promise<void> {
    const { outbox } = this;
    if (!outbox) throw new Error('PostgresLeadNotesStore was given a reply but no outbox');
    // One transaction: the mail and its job, the reply's words and its audit entry.
    await this.db.transaction().execute(async (trx) => {
      await outbox.enqueueIn(trx, [reply.mail]);
      const note = { id: reply.mail.id, text: reply.text, author: reply.sentBy, createdAt: reply.createdAt };
      await this.insert(trx, lead, note, reply.mail.id);
      await insertAuditEntry(trx, replyEntry(audit, lead, reply));
    });
  }

  async replies(lead: LeadRef): Promise<ReplyAuthorship> {
    const rows = await this.rows(lead).where('mailId', 'is not', null).execute();
    return new Map(
      rows.map((row) => [
        row.mailId ?? '',
        { text: row.text, sentBy: { id: row.authorId, name: row.authorName } },
      ]),
    );
  }

  async ofLeads(leads: readonly LeadRef[]): Promise<{ lead: LeadRef; note: LeadNote }[]> {
    if (leads.length === 0) return [];
    const rows = await this.db
      .selectFrom('leadNotes')
      .select(['id', 'recordType', 'recordId', 'text', 'authorId', 'authorName', 'createdAt'])
      .where((eb) => anyLead(eb, leads))
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ lead: { type: row.recordType, id: row.recordId }, note: toNote(row) }));
  }

  forget(leads: readonly LeadRef[]): Promise<number> {
    return deleteLeadNotesIn(this.db, leads);
  }

  private async insert(
    trx: Transaction<NotesSchema>,
    lead: LeadRef,
    note: LeadNote,
    mailId: string | null,
  ): Promise<void> {
    await trx
      .insertInto('leadNotes')
      .values({
        id: note.id,
        recordType: lead.type,
        recordId: lead.id,
        text: note.text,
        authorId: note.author.id,
        authorName: note.author.name,
        mailId,
        createdAt: note.createdAt,
      })
      .execute();
  }
}

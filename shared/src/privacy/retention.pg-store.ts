/**
 * The PostgreSQL side of a retention purge: what a store deletes beside its records, in the same
 * transaction (the leads' notes and their mails in the outbox; a mail still queued keeps its pg-boss
 * job, which finds no row and ends without sending), and the batch a transaction takes at most, so the
 * first purge of a large table holds no lock for long and no statement grows past its parameters.
 */
import type { Kysely, Transaction } from 'kysely';
import type { LeadKind } from '../contracts';
import type { LeadNotesDb } from '../follow-up/notes.pg-store';
import type { MailDb } from '../mail/outbox.pg-store';

/** Records one purge transaction deletes at most; the job repeats until fewer are left. */
export const PURGE_BATCH = 500;

export async function deleteLeftoversIn<DB extends LeadNotesDb & MailDb>(
  trx: Transaction<DB>,
  type: LeadKind,
  ids: readonly string[],
): Promise<{ notes: number; mails: number }> {
  if (ids.length === 0) return { notes: 0, mails: 0 };
  const db = trx as unknown as Kysely<LeadNotesDb & MailDb>;
  const notes = await db
    .deleteFrom('leadNotes')
    .where('recordType', '=', type)
    .where('recordId', 'in', ids)
    .executeTakeFirst();
  const mails = await db
    .deleteFrom('mails')
    .where('recordType', '=', type)
    .where('recordId', 'in', ids)
    .executeTakeFirst();
  return { notes: Number(notes.numDeletedRows), mails: Number(mails.numDeletedRows) };
}

/**
 * A contact message as a row of `inquiries.contact_messages` and back: the one mapping the pg-store and
 * the seed share. The phone is optional: `null` in the row, absent from the record.
 */
import type { ContactMessage } from '@madar/shared';
import { withoutAbsent } from '@madar/shared/data';
import { assigneeFromRow, assigneeToRow } from '@madar/shared/follow-up';
import { consentFromRow, consentToRow } from '@madar/shared/privacy';
import type { Insertable, Selectable } from 'kysely';
import type { ContactMessagesTable } from '../database/schema';

/** Every column a message is read from (not `search_text`, which the database computes for search). */
export const MESSAGE_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'receivedAt',
  'status',
  'language',
  'assigneeId',
  'assigneeName',
  'assignedAt',
  'consentGivenAt',
  'consentVersion',
] as const satisfies readonly (keyof Selectable<ContactMessagesTable>)[];

export type MessageRow = Pick<Selectable<ContactMessagesTable>, (typeof MESSAGE_COLUMNS)[number]>;

export const toMessage = (row: MessageRow): ContactMessage =>
  withoutAbsent<ContactMessage>({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? undefined,
    subject: row.subject,
    message: row.message,
    receivedAt: row.receivedAt.toISOString(),
    status: row.status,
    language: row.language,
    assignee: assigneeFromRow(row),
    ...consentFromRow(row),
  });

export const toMessageRow = (message: ContactMessage): Required<Insertable<ContactMessagesTable>> => ({
  id: message.id,
  name: message.name,
  email: message.email,
  phone: message.phone ?? null,
  subject: message.subject,
  message: message.message,
  receivedAt: message.receivedAt,
  status: message.status,
  language: message.language,
  ...assigneeToRow(message.assignee),
  ...consentToRow(message),
});

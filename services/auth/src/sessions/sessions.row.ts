/** A session as a row of `auth.sessions` and back; the browser and address are `null` in the row when unknown. */
import type { Insertable, Selectable } from 'kysely';
import type { SessionsTable } from '../database/schema';
import type { SessionRecord } from './sessions.store';

export const SESSION_COLUMNS = [
  'id',
  'accountId',
  'issuedAt',
  'expiresAt',
  'userAgent',
  'address',
] as const satisfies readonly (keyof Selectable<SessionsTable>)[];

export type SessionRow = Pick<Selectable<SessionsTable>, (typeof SESSION_COLUMNS)[number]>;

export const toSession = (row: SessionRow): SessionRecord => ({
  id: row.id,
  accountId: row.accountId,
  issuedAt: row.issuedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  ...(row.userAgent !== null ? { userAgent: row.userAgent } : {}),
  ...(row.address !== null ? { address: row.address } : {}),
});

export const toSessionRow = (session: SessionRecord): Insertable<SessionsTable> => ({
  id: session.id,
  accountId: session.accountId,
  issuedAt: session.issuedAt,
  expiresAt: session.expiresAt,
  userAgent: session.userAgent ?? null,
  address: session.address ?? null,
});

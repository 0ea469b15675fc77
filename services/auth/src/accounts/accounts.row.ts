/**
 * An account as a row of `auth.accounts` and back: the one mapping the pg-store and the first-owner
 * seed share. The last sign-in is optional: `null` in the row, absent from the record.
 */
import type { Insertable, Selectable } from 'kysely';
import type { AccountsTable } from '../database/schema';
import type { StoredAccount } from './accounts.store';

/** Every column an account is read from (not `search_text`, which the database computes for search). */
export const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'name',
  'role',
  'disabled',
  'passwordHash',
  'passwordChangeWanted',
  'createdAt',
  'updatedAt',
  'lastSignInAt',
] as const satisfies readonly (keyof Selectable<AccountsTable>)[];

export type AccountRow = Pick<Selectable<AccountsTable>, (typeof ACCOUNT_COLUMNS)[number]>;

export const toStoredAccount = (row: AccountRow): StoredAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled,
  passwordChangeWanted: row.passwordChangeWanted,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  ...(row.lastSignInAt ? { lastSignInAt: row.lastSignInAt.toISOString() } : {}),
  passwordHash: row.passwordHash,
});

export const toAccountRow = (account: StoredAccount): Insertable<AccountsTable> => ({
  id: account.id,
  email: account.email,
  name: account.name,
  role: account.role,
  disabled: account.disabled,
  passwordHash: account.passwordHash,
  passwordChangeWanted: account.passwordChangeWanted,
  createdAt: account.createdAt,
  updatedAt: account.updatedAt,
  lastSignInAt: account.lastSignInAt ?? null,
});

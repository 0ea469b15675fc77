/**
 * What a new auth database starts with: the environment's admin (ADMIN_EMAIL, ADMIN_PASSWORD_HASH)
 * as the first owner, only when no account exists. It runs under the migration lock, and the insert
 * itself takes its own lock and looks again, so replicas starting together create one owner; later
 * starts find accounts and leave them alone (changing ADMIN_PASSWORD_HASH then changes nothing).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { insertFirstAccount } from '../accounts/accounts.pg-store';
import type { StoredAccount } from '../accounts/accounts.store';
import type { AuthConfig } from '../config';
import { formatPasswordHash } from '../password';
import type { AuthDb } from './schema';

/** The environment's admin as an owner account; named after the email's local part until renamed. */
export function firstOwner(admin: AuthConfig['admin'], now: Date): StoredAccount {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    email: admin.email,
    name: admin.email.split('@')[0] || admin.email,
    role: 'owner',
    disabled: false,
    passwordChangeWanted: false,
    passwordHash: formatPasswordHash(admin.passwordHash),
    createdAt: at,
    updatedAt: at,
  };
}

export async function seedAuth(db: Kysely<AuthDb>, admin: AuthConfig['admin'], now: Date): Promise<void> {
  await insertFirstAccount(db, firstOwner(admin, now));
}

/** Staff accounts and set-password links in PostgreSQL (tables `auth.accounts`, `auth.password_links`). */
import type { Account, Page, StaffMember, StaffRole } from '@madar/shared';
import {
  type AuditStamp,
  containsPattern,
  type DataSource,
  insertAuditEntry,
  isUuid,
  listInPostgres,
} from '@madar/shared/data';
import { type Kysely, sql } from 'kysely';
import type { AuthDb } from '../database/schema';
import { ACCOUNT_COLUMNS, toAccountRow, toStoredAccount } from './accounts.row';
import {
  type AccountAudit,
  type AccountChanges,
  accountChangeEntry,
  type AccountListQuery,
  AccountStore,
  emailTaken,
  isActiveOwner,
  lastOwner,
  type PasswordLink,
  publicAccount,
  staffMember,
  type StoredAccount,
} from './accounts.store';

/** PostgreSQL's unique_violation. */
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/**
 * Stores the first owner unless any account exists, under a transaction-scoped advisory lock: two
 * replicas starting together both look, one after the other, and only the first inserts.
 */
export async function insertFirstAccount(db: Kysely<AuthDb>, account: StoredAccount): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('madar:auth:first-owner'))`.execute(trx);
    const any = await trx.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    await trx.insertInto('accounts').values(toAccountRow(account)).execute();
    return true;
  });
}

/**
 * Whether the change leaves an active owner, checked with every active owner's row locked: two owners
 * demoting each other at once are serialised, and the second sees the first's change.
 */
async function keepsAnOwner(trx: Kysely<AuthDb>, current: StoredAccount, next: StoredAccount | undefined) {
  if (!isActiveOwner(current) || (next && isActiveOwner(next))) return true;
  const owners = await trx
    .selectFrom('accounts')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled', '=', false)
    .forUpdate()
    .execute();
  return owners.some((owner) => owner.id !== current.id);
}

export class PostgresAccountStore extends AccountStore {
  constructor(private readonly data: DataSource<AuthDb>) {
    super();
  }

  async list(query: AccountListQuery): Promise<Page<Account>> {
    let filtered = this.data.db.selectFrom('accounts');
    if (query.search) filtered = filtered.where('searchText', 'like', containsPattern(query.search));
    const { field } = query.sort;
    return listInPostgres(filtered.select(ACCOUNT_COLUMNS), query, {
      sortBy: (eb) =>
        field === 'name'
          ? eb.fn('lower', [eb.ref('name')])
          : field === 'lastSignInAt'
            ? // Never signed in sorts first ascending, as memory mode orders a missing value.
              eb.fn.coalesce(eb.ref('lastSignInAt'), sql<Date>`'-infinity'::timestamptz`)
            : eb.ref(field),
      id: 'id',
      toItem: (row) => publicAccount(toStoredAccount(row)),
    });
  }

  async get(id: string): Promise<Account | undefined> {
    const account = await this.getStored(id);
    return account && publicAccount(account);
  }

  async findByEmail(email: string): Promise<StoredAccount | undefined> {
    const row = await this.data.db
      .selectFrom('accounts')
      .select(ACCOUNT_COLUMNS)
      .where('email', '=', email)
      .executeTakeFirst();
    return row && toStoredAccount(row);
  }

  async getStored(id: string): Promise<StoredAccount | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.data.db
      .selectFrom('accounts')
      .select(ACCOUNT_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toStoredAccount(row);
  }

  async create(account: StoredAccount, audit?: AuditStamp): Promise<Account> {
    try {
      // One transaction: the account and its audit entry commit together or not at all.
      return await this.data.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('accounts')
          .values(toAccountRow(account))
          .returning(ACCOUNT_COLUMNS)
          .executeTakeFirstOrThrow();
        const created = toStoredAccount(row);
        if (audit)
          await insertAuditEntry(trx, accountChangeEntry({ stamp: audit }, created.id, undefined, created));
        return publicAccount(created);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  }

  createFirst(account: StoredAccount): Promise<boolean> {
    return insertFirstAccount(this.data.db, account);
  }

  async update(
    id: string,
    changes: AccountChanges,
    at: string,
    audit?: AccountAudit,
  ): Promise<Account | undefined> {
    if (!isUuid(id)) return undefined;
    return this.data.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('accounts')
        .select(ACCOUNT_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return undefined;
      const current = toStoredAccount(row);
      if (!(await keepsAnOwner(trx, current, { ...current, ...changes }))) throw lastOwner();
      const updated = await trx
        .updateTable('accounts')
        .set({ ...changes, updatedAt: at })
        .where('id', '=', id)
        .returning(ACCOUNT_COLUMNS)
        .executeTakeFirstOrThrow();
      const next = toStoredAccount(updated);
      if (audit) await insertAuditEntry(trx, accountChangeEntry(audit, id, current, next));
      return publicAccount(next);
    });
  }

  async recordSignIn(id: string, at: string): Promise<void> {
    if (!isUuid(id)) return;
    await this.data.db.updateTable('accounts').set({ lastSignInAt: at }).where('id', '=', id).execute();
  }

  async delete(id: string, audit?: AuditStamp): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.data.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('accounts')
        .select(ACCOUNT_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return false;
      const current = toStoredAccount(row);
      if (!(await keepsAnOwner(trx, current, undefined))) throw lastOwner();
      await trx.deleteFrom('accounts').where('id', '=', id).execute();
      if (audit) await insertAuditEntry(trx, accountChangeEntry({ stamp: audit }, id, current, undefined));
      return true;
    });
  }

  async staff(role?: StaffRole): Promise<StaffMember[]> {
    let query = this.data.db.selectFrom('accounts').select(ACCOUNT_COLUMNS).where('disabled', '=', false);
    if (role) query = query.where('role', '=', role);
    const rows = await query
      .orderBy((eb) => eb.fn('lower', [eb.ref('name')]))
      .orderBy('id')
      .execute();
    return rows.map((row) => staffMember(publicAccount(toStoredAccount(row))));
  }

  async addPasswordLink(link: PasswordLink): Promise<void> {
    await this.data.db.insertInto('passwordLinks').values(link).execute();
  }

  async peekPasswordLink(tokenHash: string, now: string): Promise<string | undefined> {
    const row = await this.data.db
      .selectFrom('passwordLinks')
      .select('accountId')
      .where('tokenHash', '=', tokenHash)
      .where('expiresAt', '>', new Date(now))
      .executeTakeFirst();
    return row?.accountId;
  }

  async takePasswordLink(tokenHash: string, now: string): Promise<string | undefined> {
    // One statement: of two requests with the same link, only one deletes the row and gets it back.
    const row = await this.data.db
      .deleteFrom('passwordLinks')
      .where('tokenHash', '=', tokenHash)
      .returning(['accountId', 'expiresAt'])
      .executeTakeFirst();
    return row && row.expiresAt.getTime() > Date.parse(now) ? row.accountId : undefined;
  }
}

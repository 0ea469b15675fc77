/** Two-step in PostgreSQL (tables `auth.two_step`, `auth.recovery_codes`, `auth.settings`). */
import { STAFF_ROLES, type StaffRole } from '@madar/shared';
import { type DataSource, insertAuditEntry, isUuid, type NewAuditEntry } from '@madar/shared/data';
import type { Kysely } from 'kysely';
import { policyEntry } from '../audit/auth-audit';
import type { AuthDb } from '../database/schema';
import { type PolicyAudit, type StoredTwoStep, TwoStepStore } from './two-step.store';

const isStaffRole = (value: unknown): value is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(value);

const POLICY_KEY = 'two_step_required_roles';

export class PostgresTwoStepStore extends TwoStepStore {
  constructor(private readonly data: DataSource<AuthDb>) {
    super();
  }

  private get db() {
    return this.data.db;
  }

  async get(accountId: string): Promise<StoredTwoStep | undefined> {
    if (!isUuid(accountId)) return undefined;
    return this.db
      .selectFrom('twoStep')
      .select(['secret', 'enabled'])
      .where('accountId', '=', accountId)
      .executeTakeFirst();
  }

  async begin(accountId: string, secret: string, at: string): Promise<boolean> {
    // One statement: an enrolment never replaces a secret that is already on.
    const row = await this.db
      .insertInto('twoStep')
      .values({ accountId, secret, enabled: false, lastTimeStep: null, updatedAt: at })
      .onConflict((oc) =>
        oc
          .column('accountId')
          .doUpdateSet({ secret, lastTimeStep: null, updatedAt: at })
          .where('twoStep.enabled', '=', false),
      )
      .returning('accountId')
      .executeTakeFirst();
    return row !== undefined;
  }

  async enable(
    accountId: string,
    codeHashes: readonly string[],
    timeStep: number,
    at: string,
    audit?: NewAuditEntry,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('twoStep')
        .set({ enabled: true, lastTimeStep: timeStep, updatedAt: at })
        .where('accountId', '=', accountId)
        .where('enabled', '=', false)
        .returning('accountId')
        .executeTakeFirst();
      if (!row) return false;
      await trx.deleteFrom('recoveryCodes').where('accountId', '=', accountId).execute();
      if (codeHashes.length > 0) {
        await trx
          .insertInto('recoveryCodes')
          .values(codeHashes.map((codeHash) => ({ accountId, codeHash })))
          .execute();
      }
      if (audit) await insertAuditEntry(trx, audit);
      return true;
    });
  }

  async acceptTimeStep(accountId: string, timeStep: number): Promise<boolean> {
    const row = await this.db
      .updateTable('twoStep')
      .set({ lastTimeStep: timeStep })
      .where('accountId', '=', accountId)
      .where('enabled', '=', true)
      .where((eb) => eb.or([eb('lastTimeStep', 'is', null), eb('lastTimeStep', '<', String(timeStep))]))
      .returning('accountId')
      .executeTakeFirst();
    return row !== undefined;
  }

  async takeRecoveryCode(accountId: string, codeHash: string): Promise<boolean> {
    // One statement: of two sign-ins with the same code, only one deletes the row.
    const row = await this.db
      .deleteFrom('recoveryCodes')
      .where('accountId', '=', accountId)
      .where('codeHash', '=', codeHash)
      .returning('codeHash')
      .executeTakeFirst();
    return row !== undefined;
  }

  async recoveryCodesLeft(accountId: string): Promise<number> {
    if (!isUuid(accountId)) return 0;
    const row = await this.db
      .selectFrom('recoveryCodes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('accountId', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async remove(accountId: string, audit?: NewAuditEntry): Promise<boolean> {
    if (!isUuid(accountId)) return false;
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('recoveryCodes').where('accountId', '=', accountId).execute();
      const result = await trx.deleteFrom('twoStep').where('accountId', '=', accountId).executeTakeFirst();
      const removed = result.numDeletedRows > 0n;
      if (removed && audit) await insertAuditEntry(trx, audit);
      return removed;
    });
  }

  async enabledAccounts(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('twoStep')
      .select('accountId')
      .where('enabled', '=', true)
      .execute();
    return rows.map((row) => row.accountId);
  }

  requiredRoles(): Promise<StaffRole[] | undefined> {
    return savedPolicy(this.db);
  }

  async saveRequiredRoles(roles: readonly StaffRole[], at: string, audit?: PolicyAudit): Promise<void> {
    const value = JSON.stringify(roles);
    await this.db.transaction().execute(async (trx) => {
      // The row locked while it is replaced, so the entry's before is the policy this save replaced.
      const before = audit && ((await savedPolicy(trx, true)) ?? audit.fallback);
      await trx
        .insertInto('settings')
        .values({ key: POLICY_KEY, value, updatedAt: at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: at }))
        .execute();
      if (audit && before) await insertAuditEntry(trx, policyEntry(audit.stamp, before, roles));
    });
  }
}

/** The saved policy, or undefined when none was saved; `lock` holds its row until the transaction ends. */
async function savedPolicy(db: Kysely<AuthDb>, lock = false): Promise<StaffRole[] | undefined> {
  let query = db.selectFrom('settings').select('value').where('key', '=', POLICY_KEY);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  // A jsonb value: read back as the roles it may hold, whatever else a hand edit put there.
  return Array.isArray(row.value) ? row.value.filter(isStaffRole) : [];
}

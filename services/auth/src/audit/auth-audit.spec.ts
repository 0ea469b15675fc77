/**
 * Auth's stores write each change's audit entry with the change itself, in memory and in PostgreSQL:
 * a change that fails leaves no entry, and an entry that cannot be written leaves everything as it was
 * (accounts, sessions, two-step, the two-step policy).
 */
import {
  type AuditLog,
  type AuditStamp,
  type DataSource,
  InMemoryAuditLog,
  type NewAuditEntry,
  PostgresAuditLog,
} from '@madar/shared/data';
import { createTestDataSource } from '@madar/shared/testing';
import { sql } from 'kysely';
import { PostgresAccountStore } from '../accounts/accounts.pg-store';
import { account, uuid } from '../accounts/accounts.store.contract';
import { type AccountStore, InMemoryAccountStore } from '../accounts/accounts.store';
import { migrations } from '../database/migrations';
import { type AuthDb, SCHEMA } from '../database/schema';
import { PostgresSessionStore } from '../sessions/sessions.pg-store';
import { InMemorySessionStore, type SessionStore } from '../sessions/sessions.store';
import { PostgresTwoStepStore } from '../two-step/two-step.pg-store';
import { InMemoryTwoStepStore, type TwoStepStore } from '../two-step/two-step.store';
import { signInEntry, signOutEntry, twoStepOffEntry, twoStepOnEntry } from './auth-audit';

const STAMP: AuditStamp = {
  actor: { id: uuid(1), email: 'person1@example.ly' },
  address: '203.0.113.7',
  at: '2026-03-01T09:30:00.000Z',
};
const AT = STAMP.at;
const OWNER = account(1, { role: 'owner' });
const EDITOR = account(2);
const everything = { limit: 200 };
const session = (n: number) => ({
  id: `jti-${n}`,
  accountId: EDITOR.id,
  issuedAt: '2026-03-01T09:00:00.000Z',
  expiresAt: '2026-03-01T17:00:00.000Z',
});

interface Setup {
  accounts: AccountStore;
  sessions: SessionStore;
  twoStep: TwoStepStore;
  log: AuditLog;
  /** From now on every audit write fails. */
  breakAudit(): Promise<void>;
}

/** A journal that refuses every entry once broken. */
class BreakableLog extends InMemoryAuditLog {
  broken = false;
  override append(entry: NewAuditEntry): void {
    if (this.broken) throw new Error('audit write failed');
    super.append(entry);
  }
}

const memory = (): Promise<Setup> => {
  const log = new BreakableLog();
  return Promise.resolve({
    accounts: new InMemoryAccountStore([OWNER, EDITOR], log),
    sessions: new InMemorySessionStore(log),
    twoStep: new InMemoryTwoStepStore(log),
    log,
    breakAudit: () => Promise.resolve(void (log.broken = true)),
  });
};

const closers: (() => Promise<void>)[] = [];
const postgres = async (): Promise<Setup> => {
  const { data, close } = await createTestDataSource<AuthDb>({ schema: SCHEMA, migrations });
  closers.push(close);
  const accounts = new PostgresAccountStore(data);
  for (const item of [OWNER, EDITOR]) await accounts.create(item);
  return {
    accounts,
    sessions: new PostgresSessionStore(data),
    twoStep: new PostgresTwoStepStore(data),
    log: new PostgresAuditLog(data as DataSource),
    // A check no row meets: the insert fails inside the change's transaction, as a real failure would.
    breakAudit: async () => {
      await sql
        .raw(`alter table ${SCHEMA}.audit_log add constraint refuse check (false) not valid`)
        .execute(data.db);
    },
  };
};

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

describe.each([
  ['memory', memory],
  ['postgres', postgres],
])('auth audit written with the change (%s)', (_mode, setup) => {
  const entries = async (log: AuditLog) => (await log.list(everything)).items;

  it('records an account’s creation, change and deletion with its fields, never the password hash', async () => {
    const { accounts, log } = await setup();
    const created = account(3);
    await accounts.create(created, STAMP);
    await accounts.update(created.id, { role: 'sales', passwordHash: 'scrypt:changed' }, AT, {
      stamp: STAMP,
    });
    await accounts.delete(created.id, STAMP);

    const [deleted, updated, create] = await entries(log);
    const { passwordHash: _hash, ...fields } = created;
    expect(create).toMatchObject({
      action: 'create',
      entity: { type: 'account', id: created.id },
      before: null,
    });
    expect(create?.after).toEqual(fields);
    // The hash changed too, and is left out: the role is the change the log shows (with the time).
    expect(updated).toMatchObject({
      action: 'update',
      actor: STAMP.actor,
      address: STAMP.address,
      at: AT,
      before: { role: 'editor', updatedAt: created.updatedAt },
      after: { role: 'sales', updatedAt: AT },
    });
    expect(deleted).toMatchObject({
      action: 'delete',
      after: null,
      before: { ...fields, role: 'sales', updatedAt: AT },
    });
    expect(JSON.stringify(await entries(log))).not.toMatch(/scrypt|passwordHash/);
  });

  it('records a new password as that alone', async () => {
    const { accounts, log } = await setup();
    await accounts.update(EDITOR.id, { passwordHash: 'scrypt:new', passwordChangeWanted: false }, AT, {
      stamp: STAMP,
      password: 'current_password',
    });

    expect(await entries(log)).toEqual([
      {
        id: expect.any(String),
        ...STAMP,
        entity: { type: 'account', id: EDITOR.id },
        action: 'password_change',
        before: null,
        after: null,
        details: { via: 'current_password' },
      },
    ]);
  });

  it('writes no entry for a change that fails or finds nothing', async () => {
    const { accounts, twoStep, log } = await setup();

    // The last active owner: refused, and nothing recorded.
    await expect(accounts.update(OWNER.id, { disabled: true }, AT, { stamp: STAMP })).rejects.toThrow();
    await expect(accounts.delete(OWNER.id, STAMP)).rejects.toThrow();
    await expect(accounts.create(account(9, { email: EDITOR.email }), STAMP)).rejects.toThrow();
    expect(await accounts.update(uuid(9), { name: 'Nobody' }, AT, { stamp: STAMP })).toBeUndefined();
    expect(await accounts.delete(uuid(9), STAMP)).toBe(false);
    // Two-step not started, then not on: nothing turned on or off.
    expect(await twoStep.enable(EDITOR.id, ['h'], 1, AT, twoStepOnEntry(STAMP, EDITOR.id))).toBe(false);
    expect(await twoStep.remove(EDITOR.id, twoStepOffEntry(STAMP, EDITOR.id, 'two_step_reset'))).toBe(false);

    expect(await entries(log)).toEqual([]);
  });

  it('leaves accounts as they were when the entry cannot be written', async () => {
    const { accounts, breakAudit } = await setup();
    await breakAudit();

    await expect(accounts.create(account(3), STAMP)).rejects.toThrow();
    expect(await accounts.get(uuid(3))).toBeUndefined();
    await expect(accounts.update(EDITOR.id, { name: 'Renamed' }, AT, { stamp: STAMP })).rejects.toThrow();
    await expect(
      accounts.update(EDITOR.id, { passwordHash: 'scrypt:new' }, AT, {
        stamp: STAMP,
        password: 'set_password_link',
      }),
    ).rejects.toThrow();
    expect(await accounts.getStored(EDITOR.id)).toEqual(EDITOR);
    await expect(accounts.delete(EDITOR.id, STAMP)).rejects.toThrow();
    expect(await accounts.get(EDITOR.id)).toBeDefined();
  });

  it('records a sign-in with its session and a sign-out with their removal, or neither', async () => {
    const { sessions, log, breakAudit } = await setup();
    const signIn = signInEntry(STAMP, EDITOR.id, { method: 'code', rememberMe: true });
    await sessions.add(session(1), signIn);
    await sessions.add(session(2));
    await sessions.remove(['jti-1'], signOutEntry(STAMP, EDITOR.id, 'this_session', 1));
    expect((await entries(log)).map((entry) => entry.action)).toEqual(['sign_out', 'sign_in']);

    await breakAudit();
    await expect(sessions.add(session(3), signIn)).rejects.toThrow();
    await expect(
      sessions.remove(['jti-2'], signOutEntry(STAMP, EDITOR.id, 'everywhere', 1)),
    ).rejects.toThrow();
    expect((await sessions.live(EDITOR.id, AT)).map((s) => s.id)).toEqual(['jti-2']);
  });

  it('turns two-step on and off and saves the policy with their entries, or not at all', async () => {
    const { twoStep, log, breakAudit } = await setup();
    await twoStep.begin(EDITOR.id, 'sealed-secret', AT);
    expect(await twoStep.enable(EDITOR.id, ['h1'], 1, AT, twoStepOnEntry(STAMP, EDITOR.id))).toBe(true);
    await twoStep.saveRequiredRoles(['owner'], AT, { stamp: STAMP, fallback: [] });
    expect(
      (await entries(log)).map(({ action, entity, before, after }) => ({ action, entity, before, after })),
    ).toEqual([
      {
        action: 'update',
        entity: { type: 'two_step_policy', id: null },
        before: { requiredRoles: [] },
        after: { requiredRoles: ['owner'] },
      },
      { action: 'two_step_on', entity: { type: 'account', id: EDITOR.id }, before: null, after: null },
    ]);

    await breakAudit();
    await expect(
      twoStep.remove(EDITOR.id, twoStepOffEntry(STAMP, EDITOR.id, 'two_step_off')),
    ).rejects.toThrow();
    expect(await twoStep.get(EDITOR.id)).toMatchObject({ enabled: true });
    expect(await twoStep.recoveryCodesLeft(EDITOR.id)).toBe(1);
    await expect(twoStep.saveRequiredRoles([], AT, { stamp: STAMP, fallback: [] })).rejects.toThrow();
    expect(await twoStep.requiredRoles()).toEqual(['owner']);
  });

  it('does not turn two-step on when its entry cannot be written', async () => {
    const { twoStep, breakAudit } = await setup();
    await twoStep.begin(EDITOR.id, 'sealed-secret', AT);
    await breakAudit();

    await expect(
      twoStep.enable(EDITOR.id, ['h1'], 1, AT, twoStepOnEntry(STAMP, EDITOR.id)),
    ).rejects.toThrow();
    expect(await twoStep.get(EDITOR.id)).toMatchObject({ enabled: false });
    expect(await twoStep.recoveryCodesLeft(EDITOR.id)).toBe(0);
  });
});

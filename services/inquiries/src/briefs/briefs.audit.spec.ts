/**
 * A brief's status change and deletion write their audit entry with the change itself, in memory and in
 * PostgreSQL: a change that fails leaves no entry, and an entry that cannot be written leaves the brief
 * as it was.
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
import { migrations } from '../database/migrations';
import { type InquiriesDb, SCHEMA } from '../database/schema';
import { PostgresBriefsStore } from './briefs.pg-store';
import { brief } from './briefs.store.contract';
import { type BriefsStore, InMemoryBriefsStore } from './briefs.store';

const STAMP: AuditStamp = {
  actor: { id: 'owner-1', email: 'owner@madar.ly' },
  address: '203.0.113.7',
  at: '2026-03-01T09:30:00.000Z',
};
const ID = '00000000-0000-4000-8000-000000000001';
const everything = { limit: 200 };

interface Setup {
  store: BriefsStore;
  log: AuditLog;
  /** From now on every audit write fails. */
  breakAudit(): Promise<void>;
  /** From now on a brief cannot be set to `rejected`. */
  breakRejection(): Promise<void>;
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
  const store = new InMemoryBriefsStore([brief(ID)], undefined, log);
  return Promise.resolve({
    store,
    log,
    breakAudit: () => Promise.resolve(void (log.broken = true)),
    breakRejection: () => {
      // Memory refuses nothing a validated request can send; the failure stands in for one.
      const update = store.update.bind(store);
      store.update = (id, changes, audit) =>
        changes.status === 'rejected' ? Promise.reject(new Error('refused')) : update(id, changes, audit);
      return Promise.resolve();
    },
  });
};

const closers: (() => Promise<void>)[] = [];
const postgres = async (): Promise<Setup> => {
  const { data, close } = await createTestDataSource<InquiriesDb>({ schema: SCHEMA, migrations });
  closers.push(close);
  const store = new PostgresBriefsStore(data);
  await store.create(brief(ID));
  const alter = async (statement: string) => {
    await sql.raw(statement).execute(data.db);
  };
  return {
    store,
    log: new PostgresAuditLog(data as DataSource),
    // A check no row meets: the insert fails inside the change's transaction, as a real failure would.
    breakAudit: () => alter(`alter table ${SCHEMA}.audit_log add constraint refuse check (false) not valid`),
    breakRejection: () =>
      alter(
        `alter table ${SCHEMA}.briefs add constraint no_rejection check (status <> 'rejected') not valid`,
      ),
  };
};

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

describe.each([
  ['memory', memory],
  ['postgres', postgres],
])('briefs audit (%s)', (_mode, setup) => {
  it('records a status change with the status before and after, who, when and from where', async () => {
    const { store, log } = await setup();
    await store.update(ID, { status: 'in-progress' }, STAMP);

    expect((await log.list(everything)).items).toEqual([
      {
        id: expect.any(String),
        at: STAMP.at,
        actor: STAMP.actor,
        address: STAMP.address,
        entity: { type: 'brief', id: ID },
        action: 'status',
        before: { status: 'new' },
        after: { status: 'in-progress' },
        details: null,
      },
    ]);
  });

  it('records a deletion with every field of the brief before it', async () => {
    const { store, log } = await setup();
    await store.delete(ID, STAMP);

    const [entry] = (await log.list(everything)).items;
    expect(entry).toMatchObject({ action: 'delete', entity: { type: 'brief', id: ID }, after: null });
    expect(entry?.before).toMatchObject({ id: ID, companyName: brief(ID).companyName, status: 'new' });
  });

  it('writes no entry for a change that fails, nor for a brief that is not there', async () => {
    const { store, log, breakRejection } = await setup();
    await breakRejection();

    await expect(store.update(ID, { status: 'rejected' }, STAMP)).rejects.toThrow();
    await store.delete('00000000-0000-4000-8000-000000000009', STAMP);
    expect((await log.list(everything)).items).toEqual([]);
    expect((await store.get(ID))?.status).toBe('new');
  });

  it('leaves the brief as it was when its entry cannot be written', async () => {
    const { store, breakAudit } = await setup();
    await breakAudit();

    await expect(store.update(ID, { status: 'completed' }, STAMP)).rejects.toThrow();
    expect((await store.get(ID))?.status).toBe('new');
    await expect(store.delete(ID, STAMP)).rejects.toThrow();
    expect(await store.get(ID)).toBeDefined();
  });
});

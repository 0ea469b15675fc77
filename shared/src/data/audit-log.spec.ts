/**
 * The audit log's contract, in memory and in PostgreSQL alike: newest first, ties in the order written,
 * `next` resuming exactly after a page (also within one millisecond), the filters, and the retention
 * purge; in memory the byte cap drops the oldest entries; in PostgreSQL no entry can be changed.
 */
import { sql } from 'kysely';
import type { AuditEntityType } from '../contracts/audit';
import { FixedClock } from '../nest/clock';
import { createTestDataSource } from '../testing/database';
import {
  type AuditLog,
  type AuditStamp,
  changeEntry,
  InMemoryAuditLog,
  type NewAuditEntry,
  readEntry,
  toAuditFilter,
} from './audit-log';
import { createAuditLogTable, PostgresAuditLog } from './audit-log.pg-store';
import type { DataSource } from './data.module';
import { seedMarkerMigration } from './database';
import { AuditRetention } from '../nest/audit.module';

const stamp = (at: string, email = 'owner@madar.ly'): AuditStamp => ({
  actor: { id: email.split('@')[0] ?? email, email },
  address: '203.0.113.1',
  at,
});
const entry = (at: string, type: AuditEntityType = 'brief', id = 'b1', email?: string): NewAuditEntry =>
  changeEntry(stamp(at, email), { type, status: 'status' }, id, { status: 'new' }, { status: 'done' });

const T = '2026-03-01T09:00:00.000Z';
const LATER = '2026-03-01T10:00:00.000Z';

const closers: (() => Promise<void>)[] = [];
const memory = (): Promise<AuditLog> => Promise.resolve(new InMemoryAuditLog());
const postgres = async (): Promise<AuditLog> => {
  const { data, close } = await createTestDataSource({
    schema: 'audited',
    migrations: { '0000_seed_marker': seedMarkerMigration, '0001_audit_log': { up: createAuditLogTable } },
  });
  closers.push(close);
  return new PostgresAuditLog(data);
};

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

describe.each([
  ['memory', memory],
  ['postgres', postgres],
])('audit log (%s)', (_mode, create) => {
  it('lists newest first, ties in the order written, and pages with next without repeating or skipping', async () => {
    const log = await create();
    for (const n of [1, 2, 3, 4, 5]) await log.record(entry(T, 'brief', `b${n}`));
    await log.record(entry(LATER, 'brief', 'b6'));

    const ids: (string | null)[] = [];
    let before: string | undefined;
    for (let pages = 0; pages < 5; pages += 1) {
      const page = await log.list(toAuditFilter({ limit: 2, before }));
      ids.push(...page.items.map((item) => item.entity.id));
      before = page.next;
      if (!before) break;
    }
    expect(ids).toEqual(['b6', 'b5', 'b4', 'b3', 'b2', 'b1']);
  });

  it('takes a plain ISO time as before: the entries strictly older', async () => {
    const log = await create();
    await log.record(entry(T, 'brief', 'older'));
    await log.record(entry(LATER, 'brief', 'newer'));

    const page = await log.list(toAuditFilter({ before: LATER }));
    expect(page.items.map((item) => item.entity.id)).toEqual(['older']);
    expect(page.next).toBeUndefined();
  });

  it('filters by actor id or email (any case), by kind or record, and by action', async () => {
    const log = await create();
    await log.record(entry(T, 'brief', 'b1', 'sales@madar.ly'));
    await log.record(entry(T, 'contact_message', 'm1', 'owner@madar.ly'));
    await log.record(readEntry(stamp(T), 'brief', null, 'export', { status: null }));

    const ids = async (query: Parameters<typeof toAuditFilter>[0]) =>
      (await log.list(toAuditFilter(query))).items.map((item) => item.entity.id);
    expect(await ids({ actor: 'SALES@madar.ly' })).toEqual(['b1']);
    expect(await ids({ actor: 'sales' })).toEqual(['b1']);
    expect(await ids({ entity: 'brief' })).toEqual([null, 'b1']);
    expect(await ids({ entity: 'brief:b1' })).toEqual(['b1']);
    expect(await ids({ action: 'export' })).toEqual([null]);
    expect(await ids({ action: 'status', entity: 'contact_message' })).toEqual(['m1']);
  });

  it('names who made the first entry of each looked-up record, action and span, in the order asked', async () => {
    const log = await create();
    const post = { type: 'post', status: 'published' } as const;
    await log.record(changeEntry(stamp(T, 'editor@madar.ly'), post, 'p1', undefined, { published: false }));
    await log.record(changeEntry(stamp(T, 'owner@madar.ly'), post, 'p1', { title: 'a' }, { title: 'b' }));
    await log.record(changeEntry(stamp(LATER, 'sara@madar.ly'), post, 'p1', { title: 'b' }, { title: 'c' }));
    await log.record(changeEntry(stamp(LATER, 'omar@madar.ly'), post, 'p2', { title: 'x' }, { title: 'y' }));
    const span = (from: string, ms = 1000) => ({
      from: new Date(from),
      to: new Date(Date.parse(from) + ms),
    });
    const p1 = { type: 'post', id: 'p1' } as const;

    const actors = await log.actorsOf([
      { entity: p1, actions: ['update', 'status'], ...span(LATER) },
      { entity: p1, actions: ['create'], ...span(T) },
      { entity: p1, actions: ['update', 'status'], ...span(T) },
      // Nothing in the span, of another action, of another kind, or of no record logged.
      { entity: p1, actions: ['update'], ...span('2026-03-01T09:30:00.000Z') },
      { entity: p1, actions: ['delete'], ...span(T) },
      { entity: { type: 'brief', id: 'p1' }, actions: ['update'], ...span(T) },
      { entity: { type: 'post', id: 'seeded' }, actions: ['create'], ...span(T) },
      { entity: p1, actions: ['update'], ...span(T, 0) },
    ]);
    expect(actors).toEqual([
      { id: 'sara', email: 'sara@madar.ly' },
      { id: 'editor', email: 'editor@madar.ly' },
      { id: 'owner', email: 'owner@madar.ly' },
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(await log.actorsOf([])).toEqual([]);
  });

  it('purges the entries older than the retention period (AUDIT_RETENTION_DAYS)', async () => {
    const log = await create();
    await log.record(entry('2025-01-01T00:00:00.000Z', 'brief', 'old'));
    await log.record(entry('2026-02-28T00:00:00.000Z', 'brief', 'kept'));
    const retention = new AuditRetention(
      log,
      { mode: 'memory' } as DataSource,
      new FixedClock(new Date('2026-03-01T00:00:00.000Z')),
      { path: 'api/x/audit', retentionDays: 365 },
    );

    expect(await retention.purge()).toBe(1);
    expect((await log.list(toAuditFilter({}))).items.map((item) => item.entity.id)).toEqual(['kept']);
  });
});

describe('audit entries', () => {
  it('hold only the changed fields of an update, a cleared one as null, and never an omitted field', () => {
    const subject = {
      type: 'job',
      status: 'published',
      bookkeeping: ['updatedAt'],
      omit: ['secret'],
    } as const;
    const before = { id: 'j', title: 'A', note: 'x', published: false, updatedAt: '1', secret: 's1' };
    const after = { id: 'j', title: 'B', published: false, updatedAt: '2', secret: 's2' };

    expect(changeEntry(stamp(T), subject, 'j', before, after)).toMatchObject({
      action: 'update',
      before: { title: 'A', note: 'x', updatedAt: '1' },
      after: { title: 'B', note: null, updatedAt: '2' },
    });
    expect(
      changeEntry(stamp(T), subject, 'j', before, { ...before, published: true, updatedAt: '2' }).action,
    ).toBe('status');
    expect(changeEntry(stamp(T), subject, 'j', undefined, after).after).not.toHaveProperty('secret');
    expect(changeEntry(stamp(T), subject, 'j', before, undefined).before).not.toHaveProperty('secret');
  });
});

describe('audit log in memory', () => {
  it('keeps within its byte cap by dropping the oldest entries, never refusing a new one', async () => {
    const size = JSON.stringify({ id: '1', ...entry(T) }).length * 2;
    const log = new InMemoryAuditLog(size * 3 + size / 2);
    for (const n of [1, 2, 3, 4, 5]) log.append(entry(T, 'brief', `b${n}`));

    expect((await log.list(toAuditFilter({}))).items.map((item) => item.entity.id)).toEqual([
      'b5',
      'b4',
      'b3',
    ]);
  });
});

describe('audit log in PostgreSQL', () => {
  it('refuses to change an entry, even from inside the service', async () => {
    const { data, close } = await createTestDataSource({
      schema: 'audited',
      migrations: { '0000_seed_marker': seedMarkerMigration, '0001_audit_log': { up: createAuditLogTable } },
    });
    closers.push(close);
    await new PostgresAuditLog(data).record(entry(T));

    await expect(
      sql`update audited.audit_log set actor_email = 'someone@else'`.execute(data.db),
    ).rejects.toThrow(/never changed/);
  });
});

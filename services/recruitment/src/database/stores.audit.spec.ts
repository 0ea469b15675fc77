/**
 * Jobs and applications write their audit entry with the change itself, in memory and in PostgreSQL:
 * each kind of change is recorded with its fields before and after, a change that fails leaves no
 * entry, and an entry that cannot be written leaves the record as it was.
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
import { applied, job, uuid } from '../testing/stores.fixtures';
import { migrations } from './migrations';
import { type RecruitmentDb, SCHEMA } from './schema';
import { memoryStores, postgresStores, type RecruitmentStores } from './stores';

const STAMP: AuditStamp = {
  actor: { id: 'acc-recruiter', email: 'recruiter@madar.ly' },
  address: '203.0.113.9',
  at: '2026-03-01T09:30:00.000Z',
};
const APPLICATION = uuid(1);
const everything = { limit: 200 };

interface Setup {
  stores: RecruitmentStores;
  log: AuditLog;
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

const seed = { jobs: [job('noc')], applications: [applied(APPLICATION, { jobId: 'noc' })] };

const memory = (): Promise<Setup> => {
  const log = new BreakableLog();
  const stores = memoryStores({ ...seed, audit: log });
  return Promise.resolve({ stores, log, breakAudit: () => Promise.resolve(void (log.broken = true)) });
};

const closers: (() => Promise<void>)[] = [];
const postgres = async (): Promise<Setup> => {
  const { data, close } = await createTestDataSource<RecruitmentDb>({ schema: SCHEMA, migrations });
  closers.push(close);
  const stores = postgresStores(data);
  for (const item of seed.jobs) await stores.jobs.create(item);
  for (const item of seed.applications) await stores.applications.create(item.application, item.resume);
  return {
    stores,
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
])('recruitment audit (%s)', (_mode, setup) => {
  it('records a job created, edited, published and deleted, each with its fields before and after', async () => {
    const { stores, log } = await setup();
    await stores.jobs.create(job('vsat', { published: false, publishedAt: null }), STAMP);
    await stores.jobs.update('vsat', { title: { en: 'VSAT engineer', ar: 'مهندس VSAT' } }, STAMP);
    await stores.jobs.update('vsat', { published: true, publishedAt: STAMP.at, updatedAt: STAMP.at }, STAMP);
    await stores.jobs.delete('vsat', STAMP);

    const items = (await log.list(everything)).items.reverse();
    expect(items.map((entry) => [entry.action, entry.entity])).toEqual([
      ['create', { type: 'job', id: 'vsat' }],
      ['update', { type: 'job', id: 'vsat' }],
      ['status', { type: 'job', id: 'vsat' }],
      ['delete', { type: 'job', id: 'vsat' }],
    ]);
    const [created, edited, published, deleted] = items;
    expect(created).toMatchObject({
      before: null,
      after: { id: 'vsat', published: false },
      actor: STAMP.actor,
    });
    expect(created?.after).not.toHaveProperty('applications');
    expect(edited).toMatchObject({
      before: { title: job('vsat').title },
      after: { title: { en: 'VSAT engineer', ar: 'مهندس VSAT' } },
    });
    expect(published?.before).toMatchObject({ published: false, publishedAt: null });
    expect(published?.after).toMatchObject({ published: true, publishedAt: STAMP.at });
    expect(deleted).toMatchObject({ before: { id: 'vsat', published: true }, after: null });
  });

  it('records an application’s status change and its deletion, naming the resume but never holding it', async () => {
    const { stores, log } = await setup();
    await stores.applications.update(APPLICATION, { status: 'in-review' }, STAMP);
    await stores.applications.delete(APPLICATION, STAMP);

    const [deleted, changed] = (await log.list(everything)).items;
    expect(changed).toMatchObject({
      action: 'status',
      before: { status: 'new' },
      after: { status: 'in-review' },
    });
    expect(deleted).toMatchObject({
      action: 'delete',
      entity: { type: 'application', id: APPLICATION },
      after: null,
    });
    expect(deleted?.before).toMatchObject({ id: APPLICATION, resumeName: expect.any(String) });
    expect(Object.keys(deleted?.before ?? {})).not.toEqual(expect.arrayContaining(['content']));
  });

  it('writes no entry for a change that fails', async () => {
    const { stores, log } = await setup();

    await expect(stores.jobs.create(job('noc'), STAMP)).rejects.toThrow();
    expect(await stores.applications.update(uuid(9), { status: 'accepted' }, STAMP)).toBeUndefined();
    expect(await stores.jobs.delete('missing', STAMP)).toBe(false);
    expect((await log.list(everything)).items).toEqual([]);
  });

  it('leaves jobs and applications as they were when the entry cannot be written', async () => {
    const { stores, breakAudit } = await setup();
    await breakAudit();

    await expect(stores.jobs.create(job('vsat'), STAMP)).rejects.toThrow();
    expect(await stores.jobs.get('vsat')).toBeUndefined();
    await expect(stores.jobs.update('noc', { published: false }, STAMP)).rejects.toThrow();
    expect((await stores.jobs.get('noc'))?.published).toBe(true);
    await expect(stores.jobs.delete('noc', STAMP)).rejects.toThrow();
    expect(await stores.jobs.get('noc')).toBeDefined();
    await expect(stores.applications.update(APPLICATION, { status: 'accepted' }, STAMP)).rejects.toThrow();
    expect((await stores.applications.get(APPLICATION))?.status).toBe('new');
    await expect(stores.applications.delete(APPLICATION, STAMP)).rejects.toThrow();
    expect(await stores.applications.get(APPLICATION)).toBeDefined();
    expect(await stores.resumes.get(APPLICATION)).toBeDefined();
  });
});

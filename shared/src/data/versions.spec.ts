/**
 * The versions store's contract, in memory and in PostgreSQL alike: a record's history newest first
 * without states, one version whole, nothing of another record's, a baseline only for a record without
 * history; in memory at most N per record and the byte cap dropping the oldest; in PostgreSQL a version
 * commits with its save or not at all, and none can be changed.
 */
import { sql } from 'kysely';
import { createTestDataSource } from '../testing/database';
import type { AuditStamp } from './audit-log';
import type { DataSource } from './data.module';
import { seedMarkerMigration } from './database';
import {
  baselineEntry,
  InMemoryVersions,
  type NewVersion,
  versionAuthor,
  versionEntry,
  type VersionsStore,
  type VersionSubject,
} from './versions';
import { runAsEditor } from './versions.editor';
import { createVersionsTable, insertVersion, PostgresVersions, type VersionsDb } from './versions.pg-store';

const POST: VersionSubject = { type: 'post' };
const JOB: VersionSubject = { type: 'job', omit: ['applications'] };

const stamp = (at: string): AuditStamp => ({
  actor: { id: 'acc-1', email: 'editor@madar.ly' },
  address: '203.0.113.1',
  at,
});
const T1 = '2026-03-01T09:00:00.000Z';
const T2 = '2026-03-01T10:00:00.000Z';
const T3 = '2026-03-01T11:00:00.000Z';

interface Harness {
  store: VersionsStore;
  /** Writes as a save does: memory appends, PostgreSQL inserts in a transaction. */
  write(version: NewVersion, baseline?: NewVersion): Promise<void>;
}

const closers: (() => Promise<void>)[] = [];

const memory = (): Promise<Harness> => {
  const store = new InMemoryVersions();
  return Promise.resolve({
    store,
    write: (version, baseline) => Promise.resolve(store.append(version, baseline)),
  });
};

let postgresData: DataSource | undefined;
const postgres = async (): Promise<Harness> => {
  const { data, close } = await createTestDataSource({
    schema: 'versioned',
    migrations: { '0000_seed_marker': seedMarkerMigration, '0001_versions': { up: createVersionsTable } },
  });
  closers.push(close);
  postgresData = data;
  const db = data.db as DataSource<VersionsDb>['db'];
  return {
    store: new PostgresVersions(data),
    write: (version, baseline) => db.transaction().execute((trx) => insertVersion(trx, version, baseline)),
  };
};

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

describe.each([
  ['memory', memory],
  ['postgres', postgres],
])('versions (%s)', (_mode, create) => {
  it('lists a record’s versions newest first, with when and who, and gives each whole', async () => {
    const { store, write } = await create();
    await write(versionEntry(stamp(T1), POST, 'p1', { id: 'p1', title: { en: 'One', ar: 'واحد' } }));
    await write(versionEntry(stamp(T2), POST, 'p1', { id: 'p1', title: { en: 'Two', ar: 'اثنان' } }));
    await write(versionEntry(stamp(T2), POST, 'p2', { id: 'p2', title: { en: 'Other', ar: 'آخر' } }));

    const items = await store.list({ type: 'post', id: 'p1' });
    expect(items).toEqual([
      { id: expect.any(String), createdAt: T2, author: { id: 'acc-1', name: 'editor@madar.ly' } },
      { id: expect.any(String), createdAt: T1, author: { id: 'acc-1', name: 'editor@madar.ly' } },
    ]);
    const [newest, oldest] = items;
    expect(await store.get({ type: 'post', id: 'p1' }, oldest?.id ?? '')).toEqual({
      ...oldest,
      state: { id: 'p1', title: { en: 'One', ar: 'واحد' } },
    });
    expect((await store.get({ type: 'post', id: 'p1' }, newest?.id ?? ''))?.state).toEqual({
      id: 'p1',
      title: { en: 'Two', ar: 'اثنان' },
    });
  });

  it('answers nothing for another record’s version, another kind’s, or an id that names none', async () => {
    const { store, write } = await create();
    await write(versionEntry(stamp(T1), POST, 'p1', { id: 'p1' }));
    const [version] = await store.list({ type: 'post', id: 'p1' });
    const id = version?.id ?? '';

    expect(await store.get({ type: 'post', id: 'p2' }, id)).toBeUndefined();
    expect(await store.get({ type: 'job', id: 'p1' }, id)).toBeUndefined();
    for (const unknown of ['999999', 'abc', '0', '-1', '1.5', '']) {
      expect(await store.get({ type: 'post', id: 'p1' }, unknown)).toBeUndefined();
    }
    expect(await store.list({ type: 'post', id: 'nothing' })).toEqual([]);
  });

  it('writes the baseline of the state before a save only when the record has no version yet', async () => {
    const { store, write } = await create();
    const before = { id: 'j1', title: 'Seeded', updatedAt: '2026-01-01T00:00:00.000Z', applications: 3 };
    const first = { ...before, title: 'Edited', updatedAt: T1 };
    await write(versionEntry(stamp(T1), JOB, 'j1', first), baselineEntry(stamp(T1), JOB, 'j1', before));
    await write(
      versionEntry(stamp(T2), JOB, 'j1', { ...first, title: 'Again', updatedAt: T2 }),
      baselineEntry(stamp(T2), JOB, 'j1', first),
    );

    const items = await store.list({ type: 'job', id: 'j1' });
    expect(items.map((item) => [item.createdAt, item.author])).toEqual([
      [T2, { id: 'acc-1', name: 'editor@madar.ly' }],
      [T1, { id: 'acc-1', name: 'editor@madar.ly' }],
      ['2026-01-01T00:00:00.000Z', null],
    ]);
    // The application count is the applicants' doing, never part of a job's state.
    expect((await store.get({ type: 'job', id: 'j1' }, items[2]?.id ?? ''))?.state).toEqual({
      id: 'j1',
      title: 'Seeded',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('versions in memory', () => {
  it('keeps at most N versions of a record, dropping its oldest', async () => {
    const store = new InMemoryVersions(Number.POSITIVE_INFINITY, 3);
    for (const n of [1, 2, 3, 4, 5]) store.append(versionEntry(stamp(T1), POST, 'p1', { n }));
    store.append(versionEntry(stamp(T1), POST, 'p2', { n: 0 }));

    const kept = await store.list({ type: 'post', id: 'p1' });
    const states = await Promise.all(kept.map((v) => store.get({ type: 'post', id: 'p1' }, v.id)));
    expect(states.map((version) => version?.state)).toEqual([{ n: 5 }, { n: 4 }, { n: 3 }]);
    expect(await store.list({ type: 'post', id: 'p2' })).toHaveLength(1);
  });

  it('makes room within its byte cap by dropping the oldest versions, never refusing a save', async () => {
    const big = 'x'.repeat(1000);
    const store = new InMemoryVersions(4 * 2 * 1100);
    for (const n of [1, 2, 3, 4, 5, 6]) store.append(versionEntry(stamp(T1), POST, `p${n}`, { big }));

    expect(await store.list({ type: 'post', id: 'p1' })).toEqual([]);
    expect(await store.list({ type: 'post', id: 'p6' })).toHaveLength(1);
  });

  it('gives copies: changing what it answered changes nothing it keeps', async () => {
    const store = new InMemoryVersions();
    const saved = { tags: ['a'] };
    store.append(versionEntry(stamp(T1), POST, 'p1', saved));
    saved.tags.push('changed after the save');
    const [summary] = await store.list({ type: 'post', id: 'p1' });
    const version = await store.get({ type: 'post', id: 'p1' }, summary?.id ?? '');
    (version?.state as { tags: string[] }).tags.push('changed by a reader');

    expect((await store.get({ type: 'post', id: 'p1' }, summary?.id ?? ''))?.state).toEqual({ tags: ['a'] });
  });
});

describe('versions in PostgreSQL', () => {
  it('keeps no version of a save whose transaction rolls back, and refuses to change one', async () => {
    const { store, write } = await postgres();
    const db = (postgresData as DataSource).db as DataSource<VersionsDb>['db'];
    await expect(
      db.transaction().execute(async (trx) => {
        await insertVersion(trx, versionEntry(stamp(T1), POST, 'p1', { n: 1 }));
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    expect(await store.list({ type: 'post', id: 'p1' })).toEqual([]);

    await write(versionEntry(stamp(T3), POST, 'p1', { n: 2 }));
    // Raw SQL, so without the plugins: the table named with its schema.
    const update = sql`update ${sql.table('versioned.versions')} set state = '{}'::jsonb`;
    await expect(update.execute(db.withoutPlugins())).rejects.toThrow(/never changed/);
  });
});

describe('a version’s author', () => {
  it('is the editor of the request, by display name; outside one, the stamp’s account by email', () => {
    expect(runAsEditor({ id: 'acc-1', name: 'Salma Ben Ali' }, () => versionAuthor(stamp(T1)))).toEqual({
      id: 'acc-1',
      name: 'Salma Ben Ali',
    });
    expect(versionAuthor(stamp(T1))).toEqual({ id: 'acc-1', name: 'editor@madar.ly' });
    // A stamp naming someone else than the signed-in editor is never given the editor's name.
    expect(runAsEditor({ id: 'acc-2', name: 'Other' }, () => versionAuthor(stamp(T1)))).toEqual({
      id: 'acc-1',
      name: 'editor@madar.ly',
    });
  });
});

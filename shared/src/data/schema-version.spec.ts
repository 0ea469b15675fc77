/**
 * MIGRATE_ON_START=false: a replica neither migrates nor serves until the migrate step has applied
 * every migration of its version; it stays not ready (storage routes 503 STORAGE.UNAVAILABLE), says
 * why, and looks again with backoff until the step has run.
 */
import { Logger } from '@nestjs/common';
import { sql } from 'kysely';
import { ReadinessService } from '../nest/readiness';
import { createTestDatabase, TEST_CONNECT_TIMEOUT_MS, type TestDatabase } from '../testing/database';
import { DataSource, type DataSettings, runMigrationsOnce } from './data.module';
import type { Migrations } from './database';
import { seedMarkerMigration } from './database';

const SCHEMA = 'versioned';
const shipped: Migrations = {
  '0000_seed_marker': seedMarkerMigration,
  '0001_notes': {
    async up(db) {
      await sql`create table notes (id int primary key)`.execute(db);
    },
  },
};
const next: Migrations = {
  ...shipped,
  '0002_note_bodies': {
    async up(db) {
      await sql`alter table notes add column body text`.execute(db);
    },
  },
};

interface NotesDb {
  notes: { id: number; body: string | null };
}

let database: TestDatabase;
const settings = (): DataSettings => ({
  databaseUrl: database.url,
  databasePoolMax: 2,
  databaseConnectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
  seedDemoData: false,
  memoryStoreMaxBytes: Number.POSITIVE_INFINITY,
});
const migrateStep = (migrations: Migrations) =>
  runMigrationsOnce({ schema: SCHEMA, migrations, settings: settings() });

beforeEach(async () => {
  database = await createTestDatabase('versioned');
});

afterEach(async () => {
  jest.restoreAllMocks();
  await database.drop();
});

/** Resolves with the first warning the DataSource logs. */
function nextWarning(): Promise<string> {
  return new Promise((resolve) => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => resolve(String(message)));
  });
}

it('stays not ready on a database that lacks a migration of its version, then is ready once the migrate step ran', async () => {
  await migrateStep(shipped);
  const readiness = new ReadinessService();
  const data = new DataSource<NotesDb>(
    { schema: SCHEMA, migrations: next, settings: { ...settings(), migrateOnStart: false } },
    readiness,
  );
  try {
    const warned = nextWarning();
    data.onApplicationBootstrap();
    // It says what is missing, and did not apply it itself.
    expect(await warned).toContain('lacks migrations 0002_note_bodies');
    await expect(data.checkSchema()).resolves.toEqual(['0002_note_bodies']);
    expect((await readiness.report()).ready).toBe(false);
    expect(() => data.db).toThrow(expect.objectContaining({ code: 'STORAGE.UNAVAILABLE', status: 503 }));

    await expect(migrateStep(next)).resolves.toEqual(['0002_note_bodies']);
    await data.whenReady;
    expect((await readiness.report()).ready).toBe(true);
    await expect(data.db.selectFrom('notes').select(['id', 'body']).execute()).resolves.toEqual([]);
  } finally {
    await data.close();
  }
});

it('waits for a database no migration has run on yet', async () => {
  const data = new DataSource(
    { schema: SCHEMA, migrations: shipped, settings: { ...settings(), migrateOnStart: false } },
    new ReadinessService(),
  );
  try {
    await expect(data.checkSchema()).resolves.toEqual(['0000_seed_marker', '0001_notes']);
  } finally {
    await data.close();
  }
});

it('serves a database migrated further by a newer version (its expand steps), as the previous version does in a rollout', async () => {
  await migrateStep(next);
  const readiness = new ReadinessService();
  const data = new DataSource(
    { schema: SCHEMA, migrations: shipped, settings: { ...settings(), migrateOnStart: false } },
    readiness,
  );
  try {
    data.onApplicationBootstrap();
    await data.whenReady;
    expect((await readiness.report()).ready).toBe(true);
  } finally {
    await data.close();
  }
});

it('an older replica that migrates at its start runs on a database a newer version migrated further, without migrating or failing', async () => {
  await migrateStep(next);
  // What MIGRATE_ON_START=true does at start: the previous version's migrations, under the lock.
  await expect(migrateStep(shipped)).resolves.toEqual([]);
  const data = new DataSource<NotesDb>(
    { schema: SCHEMA, migrations: shipped, settings: { ...settings(), migrateOnStart: true } },
    new ReadinessService(),
  );
  try {
    data.onApplicationBootstrap();
    await data.whenReady;
    await expect(data.db.selectFrom('notes').select('id').execute()).resolves.toEqual([]);
  } finally {
    await data.close();
  }
});

it('refuses a database that is ahead of this version yet lacks one of its migrations, saying which', async () => {
  const other: Migrations = {
    '0000_seed_marker': seedMarkerMigration,
    '0002_note_bodies': {
      async up(db) {
        await sql`create table notes (id int primary key, body text)`.execute(db);
      },
    },
  };
  await migrateStep(other);
  await expect(migrateStep(shipped)).rejects.toThrow(
    'the database has migrations this version does not ship (0002_note_bodies) and lacks some it does (0001_notes)',
  );
});

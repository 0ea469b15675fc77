/**
 * The migrate step is not a request: a migration or seed may take longer than the statement limit that
 * keeps a stuck request from holding its connection.
 */
import { sql } from 'kysely';
import { createTestDatabase, TEST_CONNECT_TIMEOUT_MS, type TestDatabase } from '../testing/database';
import { type DataSettings, runMigrationsOnce } from './data.module';
import { type Migrations, seedMarkerMigration } from './database';
import { migrateService } from './migrate-command';

const slow: Migrations = {
  '0000_seed_marker': seedMarkerMigration,
  '0001_slow_backfill': {
    async up(db) {
      await sql`select pg_sleep(1.5)`.execute(db);
    },
  },
};

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase('slow');
});
afterEach(async () => {
  await database.drop();
});

/** A service's settings whose statements may take a second (a request's limit, scaled down). */
const settings = (): DataSettings => ({
  databaseUrl: database.url,
  databasePoolMax: 2,
  databaseConnectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
  seedDemoData: false,
  memoryStoreMaxBytes: Number.POSITIVE_INFINITY,
  statementTimeoutMs: 1000,
});

it('applies a migration longer than the statement limit the service runs with', async () => {
  await expect(runMigrationsOnce({ schema: 'slow', migrations: slow, settings: settings() })).rejects.toThrow(
    /statement timeout/,
  );
  await expect(migrateService({ schema: 'slow', migrations: slow, settings: settings() })).resolves.toBe(
    'slow: applied 0000_seed_marker, 0001_slow_backfill',
  );
});

/**
 * The mail queue's schema (pg-boss) belongs to the migrate step when replicas run with
 * MIGRATE_ON_START=false: `migrateService` installs it for a service whose schema has the outbox, and
 * a replica's outbox then only checks it, waiting (not ready to queue mail) until it is there.
 */
import { sql } from 'kysely';
import { Logger } from '@nestjs/common';
import { DataSource, type DataSettings } from '../data/data.module';
import { type Migrations, seedMarkerMigration } from '../data/database';
import { migrateService } from '../data/migrate-command';
import { ReadinessService } from '../nest/readiness';
import { createTestDatabase, TEST_CONNECT_TIMEOUT_MS, type TestDatabase } from '../testing/database';
import { createMailOutboxTable, PostgresMailOutbox } from './outbox.pg-store';
import { RecordingTransport } from './testing';

const migrations: Migrations = {
  '0000_seed_marker': seedMarkerMigration,
  '0001_mail_outbox': { up: createMailOutboxTable },
};

let database: TestDatabase;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase('queued');
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await database.drop();
});

const settings = (migrateOnStart: boolean): DataSettings => ({
  databaseUrl: database.url,
  databasePoolMax: 2,
  databaseConnectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
  seedDemoData: false,
  memoryStoreMaxBytes: Number.POSITIVE_INFINITY,
  migrateOnStart,
});

/** Whether pg-boss's schema exists. */
async function queueInstalled(data: DataSource): Promise<boolean> {
  const { rows } = await sql<{
    found: string | null;
  }>`select to_regnamespace('mailing_mail')::text as found`.execute(data.db);
  return rows[0]?.found != null;
}

it('leaves the queue schema to the migrate step: the outbox waits without installing it, then starts', async () => {
  const warned: string[] = [];
  jest
    .spyOn(Logger.prototype, 'warn')
    .mockImplementation((message: unknown) => void warned.push(String(message)));
  // The service's own tables exist (as after an earlier release's migrate step), pg-boss's do not.
  const earlier = new DataSource(
    { schema: 'mailing', migrations, settings: settings(true) },
    new ReadinessService(),
  );
  await earlier.migrate();
  await earlier.close();

  const data = new DataSource(
    { schema: 'mailing', migrations, settings: settings(false) },
    new ReadinessService(),
  );
  closers.push(() => data.close());
  data.onApplicationBootstrap();
  await data.whenReady;
  const outbox = new PostgresMailOutbox(data, { queueSchema: 'mailing_mail', pollingIntervalSeconds: 0.5 });
  closers.push(() => outbox.stop());
  outbox.start(new RecordingTransport());
  await until(() => warned.some((message) => message.includes('mail queue not started')));
  expect(outbox.ready).toBe(false);
  expect(await queueInstalled(data)).toBe(false);

  await expect(migrateService({ schema: 'mailing', migrations, settings: settings(true) })).resolves.toBe(
    'mailing: up to date; mail queue mailing_mail ready',
  );
  await until(() => outbox.ready);
  expect(await queueInstalled(data)).toBe(true);
});

it('says nothing of a queue for a service without the outbox', async () => {
  const other = await createTestDatabase('unmailed');
  try {
    const only: Migrations = { '0000_seed_marker': seedMarkerMigration };
    await expect(
      migrateService({
        schema: 'plain',
        migrations: only,
        settings: { ...settings(true), databaseUrl: other.url },
      }),
    ).resolves.toBe('plain: applied 0000_seed_marker');
  } finally {
    await other.drop();
  }
});

/** Waits for `done`, checking twice a second; a hang guard, not a speed check. */
async function until(done: () => boolean | Promise<boolean>, ms = 25_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

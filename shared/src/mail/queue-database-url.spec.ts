/**
 * pg-boss (the mail outbox's queue and the schedules) connects with QUEUE_DATABASE_URL when it is set,
 * DATABASE_URL otherwise: where DATABASE_URL names a pooler in transaction mode (Kubernetes'
 * CloudNativePG component), the queue still reaches the primary itself. pg-boss is replaced by a
 * recorder of the options each instance is given.
 */
import { Logger } from '@nestjs/common';
import type { DataSource } from '../data/data.module';
import { dataSettings, dataSpecs, loadConfig } from '../node/config';
import { PgBossScheduler } from '../schedule/scheduler.pg-boss';
import { PostgresMailOutbox } from './outbox.pg-store';
import { RecordingTransport } from './testing';

const created: { connectionString?: string; application_name?: string }[] = [];

jest.mock('pg-boss', () => ({
  fromKysely: jest.fn(),
  PgBoss: jest.fn().mockImplementation((options: { connectionString?: string }) => {
    created.push(options);
    return {
      on: jest.fn(),
      start: jest.fn().mockResolvedValue(undefined),
      stop: jest.fn().mockResolvedValue(undefined),
      createQueue: jest.fn().mockResolvedValue(undefined),
      schedule: jest.fn().mockResolvedValue(undefined),
      work: jest.fn().mockResolvedValue('worker'),
    };
  }),
}));

const POOLER = 'postgresql://madar:pw@madar-db-pooler-rw:5432/madar';
const PRIMARY = 'postgresql://madar:pw@madar-db-rw.madar-prod:5432/madar';

/** A started DataSource as far as the queue reads one: its settings, already ready. */
const dataSource = (env: Record<string, string>) =>
  ({
    settings: dataSettings(loadConfig(dataSpecs(), env)),
    whenReady: Promise.resolve(),
  }) as unknown as DataSource;

/** The connection string of each pg-boss the outbox and the scheduler start on `data`. */
async function queueConnections(data: DataSource): Promise<(string | undefined)[]> {
  created.length = 0;
  const outbox = new PostgresMailOutbox(data, { queueSchema: 'inquiries_mail' });
  const scheduler = new PgBossScheduler(data, { queueSchema: 'inquiries_mail' });
  scheduler.add({ name: 'retention-briefs', cron: '17 * * * *', everyMs: 3_600_000, run: async () => {} });
  outbox.start(new RecordingTransport());
  scheduler.start();
  // Both start once the DataSource is ready, a few promise turns later.
  for (let turn = 0; turn < 50 && (created.length < 2 || !outbox.ready); turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all([outbox.stop(), scheduler.stop()]);
  return created.map((options) => options.connectionString);
}

describe('the queue connection', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined));

  it('reaches the primary through QUEUE_DATABASE_URL while the queries go through the pooler', async () => {
    const data = dataSource({ DATABASE_URL: POOLER, QUEUE_DATABASE_URL: PRIMARY });
    expect(data.settings).toMatchObject({ databaseUrl: POOLER, queueDatabaseUrl: PRIMARY });
    expect(await queueConnections(data)).toEqual([PRIMARY, PRIMARY]);
  });

  it('uses DATABASE_URL when QUEUE_DATABASE_URL is unset or empty (compose, a managed database)', async () => {
    const envs: Record<string, string>[] = [
      { DATABASE_URL: PRIMARY },
      { DATABASE_URL: PRIMARY, QUEUE_DATABASE_URL: '' },
    ];
    for (const env of envs) {
      expect(await queueConnections(dataSource(env))).toEqual([PRIMARY, PRIMARY]);
    }
  });

  it('refuses a QUEUE_DATABASE_URL that is not a PostgreSQL URL, at start', () => {
    expect(() =>
      loadConfig(dataSpecs(), { DATABASE_URL: PRIMARY, QUEUE_DATABASE_URL: 'redis://cache:6379' }),
    ).toThrow(/QUEUE_DATABASE_URL/);
  });
});

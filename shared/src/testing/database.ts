/**
 * A database of its own for a test file, on the PostgreSQL container Jest's global setup started
 * (TEST_DATABASE_URL). Dropped again by `drop()`.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { type DataModuleOptions, DataSource, type DataSettings } from '../data/data.module';
import { ReadinessService } from '../nest/readiness';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DATABASE_URL is not set: run the tests through jest.config.mjs (global setup)');
  return url;
}

async function asAdmin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(prefix = 'test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  await asAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      asAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  };
}

/** The Redis the global setup started. */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url)
    throw new Error('TEST_REDIS_URL is not set: run the tests through jest.config.mjs (global setup)');
  return url;
}

/** Connections to the shared test database may wait long on a busy machine; production keeps 1.5 s. */
export const TEST_CONNECT_TIMEOUT_MS = 15_000;

/**
 * A migrated PostgreSQL DataSource on a fresh database of its own, for a store's contract suite.
 * `close()` ends the pool and drops the database.
 */
export async function createTestDataSource<DB>(
  options: Omit<DataModuleOptions<DB>, 'settings'> & { settings?: Partial<DataSettings> },
): Promise<{ data: DataSource<DB>; url: string; close(): Promise<void> }> {
  const database = await createTestDatabase(options.schema);
  const data = new DataSource<DB>(
    {
      ...options,
      settings: {
        databaseUrl: database.url,
        databasePoolMax: 4,
        databaseConnectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
        seedDemoData: false,
        memoryStoreMaxBytes: Number.POSITIVE_INFINITY,
        ...options.settings,
      },
    },
    new ReadinessService(),
  );
  await data.migrate();
  return {
    data,
    url: database.url,
    close: async () => {
      await data.close();
      await database.drop();
    },
  };
}

/**
 * A connection the server drops while a request holds it (PostgreSQL killed or failed over in the middle
 * of a transaction) fails that request, never the process: node-postgres's pool stops listening for a
 * client's errors while it is checked out, so an unheard 'error' would be an uncaught exception and
 * take every route of the service down with it.
 */
import { Client } from 'pg';
import { sql } from 'kysely';
import { createPostgresConnection, type PostgresConnection } from './database';
import { createTestDatabase, type TestDatabase, TEST_CONNECT_TIMEOUT_MS } from '../testing/database';

let database: TestDatabase;
let connection: PostgresConnection;

beforeAll(async () => {
  database = await createTestDatabase('dropped');
  connection = createPostgresConnection({
    url: database.url,
    schema: 'dropped',
    poolMax: 2,
    connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
  });
});

afterAll(async () => {
  await connection.pool.end();
  await database.drop();
});

/** Ends a backend from outside, as a server restart or an operator's pg_terminate_backend does. */
async function terminate(pid: number): Promise<void> {
  const admin = new Client({ connectionString: database.url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

const gone = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('fails only the transaction whose connection was dropped between two statements, and serves the next request', async () => {
  const uncaught: unknown[] = [];
  const record = (err: unknown) => uncaught.push(err);
  process.on('uncaughtException', record);
  try {
    const held = connection.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      // The request is between statements (rendering a mail, calling a mail server) when the server goes.
      await terminate(rows[0]!.pid);
      await gone(300);
      await sql`select 1`.execute(trx);
    });
    await expect(held).rejects.toThrow();
    expect(uncaught).toEqual([]);

    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(connection.db);
    expect(rows).toEqual([{ ok: 1 }]);
  } finally {
    process.off('uncaughtException', record);
  }
});

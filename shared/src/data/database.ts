/**
 * PostgreSQL access for every service: a bounded node-postgres pool behind Kysely, bound to the
 * service's own schema (no service reads another's tables), versioned migrations applied under a
 * Postgres advisory lock (N replicas starting at once apply each migration exactly once), seeds
 * recorded by a marker row so they run once per database, and a start that waits for the database with
 * backoff instead of crashing.
 */
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { Pool, type PoolConfig } from 'pg';
import { foldForSearch } from './memory-list';
import { appliedMigrations } from './schema-version';

export interface DatabaseOptions {
  url: string;
  /** The service's schema; every table it owns lives there. */
  schema: string;
  /** Connections this process may hold at most. */
  poolMax: number;
  /** How long a request waits for a connection before it fails (so an outage answers quickly). */
  connectTimeoutMs?: number;
  /** Statement time limit; a stuck query fails instead of holding its connection. */
  statementTimeoutMs?: number;
}

/** Migrations by name; names sort in the order they apply (`0001_briefs`, `0002_…`). */
export type Migrations = Record<string, Migration>;
export type { Migration };

export interface PostgresConnection<DB = unknown> {
  /** The query builder, scoped to the service's schema. */
  db: Kysely<DB>;
  pool: Pool;
  schema: string;
}

export function createPostgresConnection<DB>(options: DatabaseOptions): PostgresConnection<DB> {
  const config: PoolConfig = {
    connectionString: options.url,
    max: options.poolMax,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 1500,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    application_name: `madar-${options.schema}`,
  };
  const pool = new Pool(config);
  // An idle connection the server closed (a restart, a failover) emits here; the pool drops it and
  // the next query opens a new one. Without a listener the process would crash.
  pool.on('error', () => undefined);
  // The pool stops listening to a client while a request holds it (a transaction between statements,
  // the outbox's worker talking to the mail server), so a drop then would be an unheard 'error' and an
  // uncaught exception. Each client keeps a listener of its own: the request's next statement fails
  // (the service answers 503) and the pool discards the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // The application names columns in camelCase; the migrations create them in snake_case.
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  }).withSchema(options.schema);
  return { db, pool, schema: options.schema };
}

class ObjectMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Migrations) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(this.migrations);
  }
}

/** A stable 32-bit key for the schema's advisory lock. */
const lockKey = (schema: string) => sql`hashtext(${`madar:migrate:${schema}`})`;

export interface PrepareOptions<DB = unknown> {
  migrations: Migrations;
  /** Runs after the migrations, still under the lock (seeds use `seedOnce`). */
  afterMigrate?: (db: Kysely<DB>) => Promise<void>;
}

/**
 * Creates the schema, applies pending migrations and runs the seeds, all under one advisory lock held
 * on one connection: a second replica waits, then finds nothing left to do.
 */
export async function prepareDatabase<DB>(
  connection: PostgresConnection<DB>,
  options: PrepareOptions<DB>,
): Promise<string[]> {
  const { schema } = connection;
  return connection.db
    .withoutPlugins()
    .connection()
    .execute(async (session) => {
      await sql`select pg_advisory_lock(${lockKey(schema)})`.execute(session);
      try {
        await sql`create schema if not exists ${sql.id(schema)}`.execute(session);
        // Unqualified names in migrations (tables, indexes, raw SQL) land in the service's schema;
        // `public` stays visible for extensions' operator classes.
        await sql`select set_config('search_path', ${`${schema}, public`}, false)`.execute(session);
        // A newer release's migrate step or replica has been here (a rollout under way, or one rolled
        // back): its expand steps are applied, and this version runs on them as they are. Kysely would
        // call such a database corrupted, so an older replica migrating at its start looped on failing.
        const applied = await appliedMigrations(session as Kysely<unknown>, schema);
        const ahead = [...applied].filter((name) => !Object.hasOwn(options.migrations, name));
        if (ahead.length > 0) {
          const missing = Object.keys(options.migrations).filter((name) => !applied.has(name));
          if (missing.length === 0) return [];
          throw new Error(
            `${schema}: the database has migrations this version does not ship (${ahead.join(', ')}) and lacks some it does (${missing.join(', ')})`,
          );
        }
        const migrator = new Migrator({
          db: session,
          provider: new ObjectMigrationProvider(options.migrations),
          migrationTableSchema: schema,
        });
        const { error, results } = await migrator.migrateToLatest();
        if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
        const scoped = session.withPlugin(new CamelCasePlugin()).withSchema(schema);
        if (options.afterMigrate) await options.afterMigrate(scoped);
        return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
      } finally {
        await sql`select set_config('search_path', '"$user", public', false)`.execute(session);
        await sql`select pg_advisory_unlock(${lockKey(schema)})`.execute(session);
      }
    });
}

/** The table seeds record themselves in (created by `seedMarkerMigration`). */
export const SEED_MARKER_TABLE = 'seed_marker';

interface SeedMarkerDb {
  seed_marker: { name: string };
}

/** The first migration of every service: where seeds record that they ran. */
export const seedMarkerMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable(SEED_MARKER_TABLE)
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('applied_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
};

/**
 * Runs `seed` once per database: the marker row and the seed's rows are written in one transaction,
 * so a crash half-way leaves neither, and a restart (or a second replica) never seeds twice.
 */
export async function seedOnce<DB>(
  db: Kysely<DB>,
  name: string,
  seed: (trx: Kysely<DB>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await (trx as unknown as Kysely<SeedMarkerDb>)
      .insertInto('seed_marker')
      .values({ name })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .execute();
    if (inserted.length === 0) return false;
    await seed(trx);
    return true;
  });
}

/** Whether the database answers a trivial query now. */
export async function pingDatabase<DB>(connection: PostgresConnection<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(connection.db);
    return true;
  } catch {
    return false;
  }
}

/** A LIKE pattern matching `term` anywhere, its own `%`, `_` and `\` taken literally (folded like the search columns). */
export const containsPattern = (term: string): string =>
  `%${foldForSearch(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Delays of the boot retries: 0.5 s doubling up to 10 s. */
export const backoffMs = (attempt: number): number => Math.min(500 * 2 ** attempt, 10_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a row of a uuid key; anything else names none (404), never a database error. */
export const isUuid = (id: string): boolean => UUID.test(id);

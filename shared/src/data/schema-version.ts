/**
 * Whether a database has a service's schema at its version, for a service that leaves migrating to a
 * step before its rollout (MIGRATE_ON_START=false: the Kubernetes migration Jobs, compose's `migrate`):
 * every migration the service ships must be applied. Migrations the database has beyond them are a
 * newer release's expand steps, which this version runs on by the expand/contract rule.
 */
import { type Kysely, sql } from 'kysely';
import { DEFAULT_MIGRATION_TABLE } from 'kysely/migration';
import type { Migrations, PostgresConnection } from './database';

/** PostgreSQL's "relation does not exist": no migration has run in the schema yet. */
const UNDEFINED_TABLE = '42P01';

/** The names of the migrations the database has applied in `schema` (none before the first ran). */
export async function appliedMigrations(db: Kysely<unknown>, schema: string): Promise<Set<string>> {
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(
      `${schema}.${DEFAULT_MIGRATION_TABLE}`,
    )}`.execute(db);
    return new Set(rows.map((row) => row.name));
  } catch (err) {
    if ((err as { code?: unknown }).code !== UNDEFINED_TABLE) throw err;
    return new Set();
  }
}

/** The names of `migrations` the database has not applied, in order; empty when it is up to date. */
export async function missingMigrations<DB>(
  connection: PostgresConnection<DB>,
  migrations: Migrations,
): Promise<string[]> {
  const applied = await appliedMigrations(
    connection.db.withoutPlugins() as Kysely<unknown>,
    connection.schema,
  );
  return Object.keys(migrations)
    .sort()
    .filter((name) => !applied.has(name));
}

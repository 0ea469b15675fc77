/**
 * Versions in PostgreSQL: table `versions` in the schema of each service that keeps them, created by
 * the service's migration (`createVersionsTable`, then a baseline of its records). A pg-store inserts a
 * version with `insertVersion` on the transaction of the save it records, so both commit or neither
 * does. Durable mode keeps every version; the table is append-only to the application (a trigger
 * refuses UPDATE, and no route deletes).
 */
import { type ColumnType, type Generated, type Kysely, sql, type Transaction } from 'kysely';
import type { AuditEntityType } from '../contracts/audit';
import type { Version, VersionSummary } from '../contracts/version';
import type { DataSource } from './data.module';
import { isVersionId, type NewVersion, type VersionedEntity, VersionsStore } from './versions';

type State = ColumnType<Record<string, unknown>, string, never>;

export interface VersionsTable {
  /** The version's id and the order of writing; bigint, read as text. */
  seq: Generated<string>;
  entityType: ColumnType<AuditEntityType, AuditEntityType, never>;
  entityId: ColumnType<string, string, never>;
  createdAt: ColumnType<Date, Date | string, never>;
  authorId: ColumnType<string | null, string | null, never>;
  authorName: ColumnType<string | null, string | null, never>;
  state: State;
}

/** The tables a service's schema type gains with its versions. */
export interface VersionsDb {
  versions: VersionsTable;
}

/** The migration step a service takes once: the table, its index and the append-only trigger. */
export async function createVersionsTable(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table versions (
      seq bigint generated always as identity primary key,
      entity_type text not null,
      entity_id text not null,
      created_at timestamptz not null,
      author_id text,
      author_name text,
      state jsonb not null
    )`.execute(db);
  // One record's history, newest first, and the check for a record without one.
  await sql`create index versions_entity_idx on versions (entity_type, entity_id, seq desc)`.execute(db);
  await sql`
    create function versions_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'versions are never changed';
    end $$`.execute(db);
  await sql`
    create trigger versions_append_only before update on versions
    for each row execute function versions_append_only()`.execute(db);
}

/** A timestamptz as JSON text the way `Date.toISOString` writes it, for a state built in SQL. */
export const isoSql = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** For a table whose rows keep no `updated_at` and `created_at`: the baseline's date and order. */
export interface BaselineOptions {
  /** The SQL of a version's date (default: the row's `updated_at`, its last change). */
  createdAt?: ReturnType<typeof sql>;
  /** The SQL of the order the versions are written in (default: `created_at, id`). */
  order?: ReturnType<typeof sql>;
}

/**
 * The migration's baseline: one version of each record of `table` as it is, dated by its last change,
 * author null. `state` is the SQL of the record's state (a jsonb_build_object of its columns), written
 * once here so that the migration does not depend on how later code maps a row.
 */
export async function insertBaselineVersions(
  db: Kysely<unknown>,
  type: AuditEntityType,
  table: string,
  state: ReturnType<typeof sql>,
  options: BaselineOptions = {},
): Promise<void> {
  const { createdAt = sql`updated_at`, order = sql`created_at, id` } = options;
  await sql`
    insert into versions (entity_type, entity_id, created_at, author_id, author_name, state)
    select ${type}, id::text, ${createdAt}, null, null, ${state}
    from ${sql.table(table)}
    order by ${order}`.execute(db);
}

async function insertOne(db: Kysely<VersionsDb>, version: NewVersion): Promise<void> {
  await db
    .insertInto('versions')
    .values({
      entityType: version.entity.type,
      entityId: version.entity.id,
      createdAt: version.createdAt,
      authorId: version.author?.id ?? null,
      authorName: version.author?.name ?? null,
      state: JSON.stringify(version.state),
    })
    .execute();
}

/**
 * Writes `version` in `trx`, the transaction of the save it records: both commit or neither does. With a
 * `baseline` (an update's state before), that first when the record has no version yet (a record seeded
 * after the migration's baseline). Any service's transaction will do whose schema its migration gave
 * the table (`createVersionsTable`).
 */
export async function insertVersion<DB>(
  trx: Transaction<DB>,
  version: NewVersion,
  baseline?: NewVersion,
): Promise<void> {
  // The service's schema type need not name the table: its migration created it.
  const db = trx as unknown as Kysely<VersionsDb>;
  if (baseline) {
    const any = await db
      .selectFrom('versions')
      .select('seq')
      .where('entityType', '=', version.entity.type)
      .where('entityId', '=', version.entity.id)
      .limit(1)
      .executeTakeFirst();
    if (!any) await insertOne(db, baseline);
  }
  await insertOne(db, version);
}

interface SummaryRow {
  seq: string;
  createdAt: Date;
  authorId: string | null;
  authorName: string | null;
}

const toSummary = (row: SummaryRow): VersionSummary => ({
  id: String(row.seq),
  createdAt: row.createdAt.toISOString(),
  author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? '' },
});

export class PostgresVersions<DB = unknown> extends VersionsStore {
  /** The DataSource of any service whose schema holds the table. */
  constructor(private readonly data: DataSource<DB>) {
    super();
  }

  private get db(): Kysely<VersionsDb> {
    // The service's migration creates the table; its schema type need not name it.
    return this.data.db as unknown as Kysely<VersionsDb>;
  }

  async list(entity: VersionedEntity): Promise<VersionSummary[]> {
    const rows = await this.db
      .selectFrom('versions')
      .select(['seq', 'createdAt', 'authorId', 'authorName'])
      .where('entityType', '=', entity.type)
      .where('entityId', '=', entity.id)
      .orderBy('seq', 'desc')
      .execute();
    return rows.map(toSummary);
  }

  async get(entity: VersionedEntity, versionId: string): Promise<Version<unknown> | undefined> {
    if (!isVersionId(versionId)) return undefined;
    const row = await this.db
      .selectFrom('versions')
      .select(['seq', 'createdAt', 'authorId', 'authorName', 'state'])
      .where('seq', '=', versionId)
      .where('entityType', '=', entity.type)
      .where('entityId', '=', entity.id)
      .executeTakeFirst();
    return row && { ...toSummary(row), state: row.state };
  }
}

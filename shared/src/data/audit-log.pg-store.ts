/**
 * The audit log in PostgreSQL: table `audit_log` in each service's own schema, created by the
 * service's migration (`createAuditLogTable`). A pg-store inserts an entry with `insertAuditEntry` on
 * the transaction of the change it describes, so both commit or neither does. The table is append-only
 * to the application: a trigger refuses UPDATE, and only the retention purge deletes. (With the one
 * database role the services use, REVOKE cannot keep that role itself from writing; the trigger and
 * the API, which has no route that edits or deletes an entry, do.)
 */
import { type ColumnType, type Generated, type Kysely, sql, type Transaction } from 'kysely';
import type {
  AuditAction,
  AuditActor,
  AuditEntityType,
  AuditEntry,
  AuditFields,
  AuditPage,
} from '../contracts/audit';
import {
  type AuditFilter,
  AuditLog,
  type AuditLookup,
  auditPage,
  type AuditSelection,
  type NewAuditEntry,
} from './audit-log';
import type { DataSource } from './data.module';

/** A jsonb column: read as parsed JSON, written as its JSON text. */
type Json = ColumnType<AuditFields | null, string | null, never>;

export interface AuditLogTable {
  /** The entry's id and the order of writing; bigint, read as text. */
  seq: Generated<string>;
  at: ColumnType<Date, Date | string, never>;
  actorId: ColumnType<string, string, never>;
  actorEmail: ColumnType<string, string, never>;
  address: ColumnType<string, string, never>;
  entityType: ColumnType<AuditEntityType, AuditEntityType, never>;
  entityId: ColumnType<string | null, string | null, never>;
  action: ColumnType<AuditAction, AuditAction, never>;
  before: Json;
  after: Json;
  details: Json;
}

/** The tables a service's schema type gains with the log. */
export interface AuditDb {
  auditLog: AuditLogTable;
}

/** The migration step every service takes once: the table, its indexes and the append-only trigger. */
export async function createAuditLogTable(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      seq bigint generated always as identity primary key,
      at timestamptz not null,
      actor_id text not null,
      actor_email text not null,
      address text not null,
      entity_type text not null,
      entity_id text,
      action text not null,
      before jsonb,
      after jsonb,
      details jsonb
    )`.execute(db);
  // Newest first, the cursor and the retention purge all walk this index.
  await sql`create index audit_log_at_idx on audit_log (at desc, seq desc)`.execute(db);
  // One record's history (`entity=brief:<id>`).
  await sql`create index audit_log_entity_idx on audit_log (entity_type, entity_id, at desc)`.execute(db);
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log entries are never changed';
    end $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
}

const json = (fields: AuditFields | null): string | null => (fields === null ? null : JSON.stringify(fields));

/**
 * Writes `entry` in `trx`, the transaction of the change it describes: both commit or neither does.
 * Any service's transaction will do whose schema type holds the log's table (extends AuditDb).
 */
export function insertAuditEntry<DB extends AuditDb>(
  trx: Transaction<DB>,
  entry: NewAuditEntry,
): Promise<void> {
  // The generic DB cannot be narrowed to the log's table by the compiler; the bound guarantees it.
  return insertEntry(trx as unknown as Kysely<AuditDb>, entry);
}

async function insertEntry(db: Kysely<AuditDb>, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      at: entry.at,
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      address: entry.address,
      entityType: entry.entity.type,
      entityId: entry.entity.id,
      action: entry.action,
      before: json(entry.before),
      after: json(entry.after),
      details: json(entry.details),
    })
    .execute();
}

type AuditRow = {
  [K in keyof AuditLogTable]: AuditLogTable[K] extends ColumnType<infer S, unknown, unknown> ? S : never;
};

const toEntry = (row: AuditRow): AuditEntry => ({
  id: String(row.seq),
  at: row.at.toISOString(),
  actor: { id: row.actorId, email: row.actorEmail },
  address: row.address,
  entity: { type: row.entityType, id: row.entityId },
  action: row.action,
  before: row.before,
  after: row.after,
  details: row.details,
});

/** The entries that concern one person (see AuditSelection); a full read, which only privacy requests make. */
function concerning(db: Kysely<AuditDb>, { records, email }: AuditSelection) {
  return db
    .selectFrom('auditLog')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...records.map((record) =>
          eb.and([eb('entityType', '=', record.type), eb('entityId', '=', record.id)]),
        ),
        eb(eb.fn('lower', ['actorEmail']), '=', email),
        eb(sql<number>`strpos(lower(concat(before::text, after::text, details::text)), ${email})`, '>', 0),
      ]),
    );
}

/**
 * Rewrites the entries that concern one person in `trx`, the erasure's transaction: each is taken out
 * and written back rewritten under its own id and time. The table refuses UPDATE so that no route can
 * edit history; an erasure is, like the retention purge, the one removal the law asks for, and taking
 * the entry out and writing it back keeps that refusal for everything else.
 */
export async function redactAuditEntriesIn<DB extends AuditDb>(
  trx: Transaction<DB>,
  schema: string,
  selection: AuditSelection,
  rewrite: (entry: AuditEntry) => AuditEntry,
): Promise<number> {
  const db = trx as unknown as Kysely<AuditDb>;
  const rows = await concerning(db, selection).forUpdate().execute();
  if (rows.length === 0) return 0;
  await db
    .deleteFrom('auditLog')
    .where(
      'seq',
      'in',
      rows.map((row) => row.seq),
    )
    .execute();
  for (const row of rows) {
    const entry = rewrite(toEntry(row));
    // Raw SQL, so without the plugins: the table named with its schema, the columns as they are.
    await sql`
      insert into ${sql.table(`${schema}.audit_log`)}
        (seq, at, actor_id, actor_email, address, entity_type, entity_id, action, before, after, details)
      overriding system value
      values (${row.seq}::bigint, ${row.at}, ${entry.actor.id}, ${entry.actor.email}, ${entry.address},
        ${entry.entity.type}, ${entry.entity.id}, ${entry.action}, ${json(entry.before)}::jsonb,
        ${json(entry.after)}::jsonb, ${json(entry.details)}::jsonb)`.execute(db.withoutPlugins());
  }
  return rows.length;
}

export class PostgresAuditLog extends AuditLog {
  /** The DataSource of any service whose schema holds the log's table. */
  constructor(private readonly data: DataSource) {
    super();
  }

  private get db(): Kysely<AuditDb> {
    // Every service's schema gains the table with its migration; the DataSource here is untyped.
    return this.data.db;
  }

  async list(filter: AuditFilter): Promise<AuditPage> {
    let query = this.db.selectFrom('auditLog').selectAll();
    const { before, actor } = filter;
    if (before) {
      query =
        before.id === undefined
          ? query.where('at', '<', before.at)
          : query.where(sql<boolean>`(at, seq) < (${before.at}, ${before.id.toString()}::bigint)`);
    }
    if (actor !== undefined) {
      query = query.where((eb) =>
        eb.or([eb('actorId', '=', actor), eb(eb.fn('lower', ['actorEmail']), '=', actor.toLowerCase())]),
      );
    }
    if (filter.entityType !== undefined) query = query.where('entityType', '=', filter.entityType);
    if (filter.entityId !== undefined) query = query.where('entityId', '=', filter.entityId);
    if (filter.action !== undefined) query = query.where('action', '=', filter.action);
    const rows = await query
      .orderBy('at', 'desc')
      .orderBy('seq', 'desc')
      .limit(filter.limit + 1)
      .execute();
    return auditPage(rows.map(toEntry), filter.limit);
  }

  /**
   * One statement: each lookup joins (laterally) the first of its record's entries in its span, which
   * the record's index (entity_type, entity_id, at) finds without reading any other entry.
   */
  async actorsOf(lookups: readonly AuditLookup[]): Promise<(AuditActor | undefined)[]> {
    if (lookups.length === 0) return [];
    const wanted = sql.join(
      lookups.map(
        ({ entity, actions, from, to }, index) =>
          sql`(${index}::int, ${entity.type}::text, ${entity.id}::text, ${from}::timestamptz,
            ${to}::timestamptz, ${[...actions]}::text[])`,
      ),
    );
    // Raw SQL, so without the plugins: the table named with its schema, the columns as they are.
    const { rows } = await sql<{ n: number; actor_id: string; actor_email: string }>`
      select wanted.n, found.actor_id, found.actor_email
      from (values ${wanted}) as wanted (n, entity_type, entity_id, from_at, to_at, actions)
      cross join lateral (
        select entry.actor_id, entry.actor_email
        from ${sql.table(`${this.data.options.schema}.audit_log`)} as entry
        where entry.entity_type = wanted.entity_type and entry.entity_id = wanted.entity_id
          and entry.at >= wanted.from_at and entry.at < wanted.to_at and entry.action = any(wanted.actions)
        order by entry.at, entry.seq
        limit 1
      ) as found`.execute(this.db.withoutPlugins());
    const actors: (AuditActor | undefined)[] = lookups.map(() => undefined);
    for (const row of rows) actors[row.n] = { id: row.actor_id, email: row.actor_email };
    return actors;
  }

  record(entry: NewAuditEntry): Promise<void> {
    return insertEntry(this.db, entry);
  }

  async about(selection: AuditSelection): Promise<AuditEntry[]> {
    const rows = await concerning(this.db, selection).orderBy('at').orderBy('seq').execute();
    return rows.map(toEntry);
  }

  redact(selection: AuditSelection, rewrite: (entry: AuditEntry) => AuditEntry): Promise<number> {
    return this.db
      .transaction()
      .execute((trx) => redactAuditEntriesIn(trx, this.data.options.schema, selection, rewrite));
  }

  async purge(cutoff: Date): Promise<number> {
    const result = await this.db.deleteFrom('auditLog').where('at', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

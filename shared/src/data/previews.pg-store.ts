/**
 * Previews in PostgreSQL: a table of the service's schema per kind of record (content's `post_previews`,
 * recruitment's `job_previews`), each row the SHA-256 of a preview's token (never the token), the page's
 * data as jsonb, and its expiry, indexed so that each write's sweep of the expired rows reads only those.
 */
import { type ColumnType, type Kysely, sql } from 'kysely';
import { PreviewsStore, type StoredPreview } from './previews';

/** One preview table's row (every kind has the same columns). */
export interface PreviewsTable {
  tokenHash: ColumnType<string, string, never>;
  /** The page's data: jsonb, written as JSON text. */
  preview: ColumnType<unknown, string, never>;
  expiresAt: ColumnType<Date, Date, never>;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

/**
 * A migration's step: the table `name` (snake case) and its index on the expiry. Expand only: a new table
 * the previous version never reads.
 */
export async function createPreviewsTable(db: Kysely<unknown>, name: string): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('preview', 'jsonb', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex(`${name}_expires_idx`).on(name).column('expires_at').execute();
}

export class PostgresPreviewsStore<T> extends PreviewsStore<T> {
  /**
   * `data`: the DataSource of any service whose schema holds the table; `table`: the snake-case name its
   * migration gave `createPreviewsTable` (or a table of the same columns).
   */
  constructor(
    // Any DataSource<DB>: Kysely's types make a DataSource<ContentDb> no DataSource<unknown>.
    private readonly data: { readonly db: object },
    private readonly table: string,
  ) {
    super();
  }

  private get db(): Kysely<Record<string, PreviewsTable>> {
    // The service's migration creates the table; its schema type need not name it.
    return this.data.db as unknown as Kysely<Record<string, PreviewsTable>>;
  }

  async put(stored: StoredPreview<T>, now: Date): Promise<void> {
    // Expired previews go with each write: the table holds at most an expiry's worth of previews, with
    // no scheduled task to keep.
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom(this.table).where('expiresAt', '<=', now).execute();
      await trx
        .insertInto(this.table)
        .values({
          tokenHash: stored.tokenHash,
          preview: JSON.stringify(stored.preview),
          expiresAt: stored.expiresAt,
          createdAt: now,
        })
        .execute();
    });
  }

  async get(tokenHash: string, now: Date): Promise<T | undefined> {
    const row = await this.db
      .selectFrom(this.table)
      .select('preview')
      .where('tokenHash', '=', tokenHash)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    // What put wrote: the store is the only writer of its table.
    return row?.preview as T | undefined;
  }
}

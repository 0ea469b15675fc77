/**
 * Migration 0012: post previews. Expand only: a new table the previous version never reads. A row holds
 * the SHA-256 of a preview's token (never the token), the page's data as jsonb, and its expiry, indexed
 * so that each write's sweep of the expired rows reads only those.
 */
import { type Kysely, sql } from 'kysely';

export async function postPreviews(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post_previews')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('preview', 'jsonb', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('post_previews_expires_idx').on('post_previews').column('expires_at').execute();
}

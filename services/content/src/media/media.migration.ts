/**
 * The media library's tables (migration 0010_media): one row per image, and the bytes of its files in
 * a table of their own, so a list of the library never reads an image. New tables only: the previous
 * version never sees them.
 */
import { type Kysely, sql } from 'kysely';

export async function createMediaTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('alt', 'jsonb', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('source_format', 'text', (col) => col.notNull())
    // The files' names, widths, formats and sizes, as the record lists them (their bytes are below).
    .addColumn('files', 'jsonb', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // The library's list: newest first, ties by id; search by substring over the trigram index.
  await db.schema.createIndex('media_created_idx').on('media').columns(['created_at desc', 'id']).execute();
  await sql`create index media_search_idx on media using gin (search_text public.gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('media_files')
    // The public file name (`<id>-v<revision>-<width>.<ext>`): what a request for a file looks up.
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('media_id', 'uuid', (col) => col.notNull().references('media.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('content', 'bytea', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('media_files_media_idx').on('media_files').column('media_id').execute();
}

/**
 * The content schema, version by version. A migration is never edited once shipped: a change is a new
 * entry, and that includes changes to the catalogue's seeded text (an `update … set record = …` of the
 * items concerned), since the seed only ever runs on an empty database. Written in the database's own
 * snake_case (they run without the CamelCasePlugin).
 */
import { createAuditLogTable, type Migrations, searchFoldSql, seedMarkerMigration } from '@madar/shared/data';
import { type Kysely, sql } from 'kysely';
import { arabicHyphens } from './arabic-hyphens.migration';
import { authorPerLanguage } from './author-per-language.migration';
import { localizeTags } from './localize-tags.migration';
import { createCompanyProfileTable } from '../company/company-profile.migration';
import { createMediaTables } from '../media/media.migration';
import { postSchedule } from '../blog/post-schedule.migration';
import { postVersions } from '../blog/blog-post-versions.migration';
import { catalogueVersions } from '../catalogue/catalogue-versions.migration';
import { postPreviews } from '../blog/post-previews.migration';

/** The catalogue lists that are read whole, in their `position` order. */
const PLAIN_CATALOGUE_TABLES = [
  'services',
  'testimonials',
  'statistics',
  'team_members',
  'timeline_entries',
  'blog_categories',
] as const;

async function createCatalogue(db: Kysely<unknown>): Promise<void> {
  for (const table of PLAIN_CATALOGUE_TABLES) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('record', 'jsonb', (col) => col.notNull())
      .execute();
    await db.schema.createIndex(`${table}_position_idx`).on(table).columns(['position', 'id']).execute();
  }

  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('record', 'jsonb', (col) => col.notNull())
    .execute();
  // GET /api/projects: newest first, of every category or of one.
  await db.schema.createIndex('projects_date_idx').on('projects').columns(['date desc', 'id']).execute();
  await db.schema
    .createIndex('projects_category_date_idx')
    .on('projects')
    .columns(['category', 'date desc', 'id'])
    .execute();
}

async function createPosts(db: Kysely<unknown>): Promise<void> {
  // Substring search over free text (`LIKE '%…%'`) is served by a trigram index.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);

  await db.schema
    .createTable('posts')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    // Unique among all posts, drafts included: a clash is a 409 POST.SLUG_TAKEN, never two posts.
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('author_title', 'jsonb', (col) => col.notNull())
    .addColumn('author_image', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('title', 'jsonb', (col) => col.notNull())
    .addColumn('excerpt', 'jsonb', (col) => col.notNull())
    .addColumn('content', 'jsonb', (col) => col.notNull())
    .addColumn('tags', sql`text[]`, (col) => col.notNull())
    .addColumn('published', 'boolean', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('date', 'timestamptz', (col) =>
      col
        .generatedAlwaysAs(sql`coalesce(published_at, created_at)`)
        .stored()
        .notNull(),
    )
    .addColumn('search_text', 'text', (col) => col.notNull())
    .execute();

  // The admin list's orders (ties by id), the public list (published, newest first, by category),
  // the dashboard's counts by creation time and its latest activity by last change.
  await db.schema.createIndex('posts_date_idx').on('posts').columns(['date desc', 'id']).execute();
  await db.schema.createIndex('posts_created_idx').on('posts').columns(['created_at desc', 'id']).execute();
  await db.schema.createIndex('posts_updated_idx').on('posts').columns(['updated_at desc', 'id']).execute();
  await sql`create index posts_slug_sort_idx on posts (slug collate "C", id)`.execute(db);
  await db.schema
    .createIndex('posts_published_date_idx')
    .on('posts')
    .columns(['published', 'date desc', 'id'])
    .execute();
  await db.schema
    .createIndex('posts_category_date_idx')
    .on('posts')
    .columns(['category', 'date desc', 'id'])
    .execute();
  await sql`create index posts_search_idx on posts using gin (search_text public.gin_trgm_ops)`.execute(db);
}

export const migrations: Migrations = {
  '0000_seed_marker': seedMarkerMigration,
  '0001_catalogue': { up: createCatalogue },
  '0002_posts': { up: createPosts },
  '0003_localized_tags': { up: localizeTags },
  // Search forgives Arabic spelling (alef forms, taa marbuta, alef maqsura, diacritics, tatweel) and
  // Arabic-Indic digits: the store now writes the search column folded so; the rows it wrote before, folded
  // only for case and presentation forms, are folded the rest of the way here.
  '0004_search_folds_arabic': {
    async up(db) {
      await sql`update posts set search_text = ${searchFoldSql('search_text')}`.execute(db);
    },
  },
  // The audit log: every admin change written in the transaction that makes it (append-only).
  '0005_audit_log': { up: createAuditLogTable },
  // People's names in both languages: posts' authors (a jsonb column beside the text one, which stays
  // for the previous version during a rolling update), the seeded team and testimonials.
  '0006_author_per_language': { up: authorPerLanguage },
  // Latin terms in Arabic text (Wi-Fi, SD-WAN) joined by a non-breaking hyphen, so a line never splits them.
  '0007_arabic_hyphens': { up: arabicHyphens },
  // Scheduled publishing: a draft's publication time (null: none), and the index the every-minute task
  // finds the due ones through.
  '0008_post_schedule': { up: postSchedule },
  // Posts' versions: every save keeps the post whole; each post gets its baseline here.
  '0009_versions': { up: postVersions },
  // The media library: images and the bytes of their re-encoded files.
  '0010_media': { up: createMediaTables },
  // The company profile staff edit: one row, empty until the first edit.
  '0011_company_profile': { up: createCompanyProfileTable },
  // Post previews: a staff member's unsaved post, kept under its token's hash until it expires.
  '0012_post_previews': { up: postPreviews },
  // The catalogue's versions: every edit keeps the item whole; each item gets its baseline here.
  '0013_catalogue_versions': { up: catalogueVersions },
};

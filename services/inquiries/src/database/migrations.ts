/**
 * The inquiries schema, version by version. A migration is never edited once shipped: a change is a
 * new entry. Written in the database's own snake_case (they run without the CamelCasePlugin).
 */
import { type Migrations, seedMarkerMigration } from '@madar/shared/data';
import { sql } from 'kysely';

export const migrations: Migrations = {
  '0000_seed_marker': seedMarkerMigration,
  '0001_inquiries': {
    async up(db) {
      // Substring search over free text (`ILIKE '%…%'`) is served by trigram indexes.
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);

      await db.schema
        .createTable('briefs')
        .addColumn('id', 'uuid', (col) => col.primaryKey())
        .addColumn('company_name', 'text', (col) => col.notNull())
        .addColumn('industry', 'text', (col) => col.notNull())
        .addColumn('contact_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('phone', 'text')
        .addColumn('project_type', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('current_challenges', 'text')
        .addColumn('goals', 'text', (col) => col.notNull())
        .addColumn('timeline', 'text')
        .addColumn('budget', 'text')
        .addColumn('additional_info', 'text')
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('submitted_at', 'timestamptz', (col) => col.notNull())
        .addColumn('search_text', 'text', (col) =>
          col
            .generatedAlwaysAs(
              sql`lower(company_name || ' ' || industry || ' ' || contact_name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || description)`,
            )
            .stored(),
        )
        .execute();
      await db.schema
        .createIndex('briefs_submitted_idx')
        .on('briefs')
        .columns(['submitted_at desc', 'id'])
        .execute();
      await db.schema
        .createIndex('briefs_status_submitted_idx')
        .on('briefs')
        .columns(['status', 'submitted_at desc'])
        .execute();
      await sql`create index briefs_search_idx on briefs using gin (search_text public.gin_trgm_ops)`.execute(
        db,
      );

      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'uuid', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('phone', 'text')
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('received_at', 'timestamptz', (col) => col.notNull())
        .addColumn('search_text', 'text', (col) =>
          col
            .generatedAlwaysAs(sql`lower(name || ' ' || email || ' ' || subject || ' ' || message)`)
            .stored(),
        )
        .execute();
      await db.schema
        .createIndex('contact_messages_received_idx')
        .on('contact_messages')
        .columns(['received_at desc', 'id'])
        .execute();
      await sql`create index contact_messages_name_idx on contact_messages (lower(name), id)`.execute(db);
      await sql`create index contact_messages_subject_idx on contact_messages (lower(subject), id)`.execute(
        db,
      );
      await sql`create index contact_messages_search_idx on contact_messages using gin (search_text public.gin_trgm_ops)`.execute(
        db,
      );

      await db.schema
        .createTable('newsletter_subscriptions')
        .addColumn('email', 'text', (col) => col.primaryKey())
        .addColumn('subscribed_at', 'timestamptz', (col) => col.notNull())
        .execute();
    },
  },
};

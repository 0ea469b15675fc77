/**
 * The inquiries schema, version by version. A migration is never edited once shipped: a change is a
 * new entry. Written in the database's own snake_case (they run without the CamelCasePlugin).
 */
import { createAuditLogTable, type Migrations, searchFoldSql, seedMarkerMigration } from '@madar/shared/data';
import { addMailHeadersColumn, createMailOutboxTable } from '@madar/shared/mail';
import { createLeadNotesTable } from '@madar/shared/follow-up';
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
  // The admin table's pages stay fast at 100,000 briefs: an index for every order it offers (ties
  // by id in the order's own direction), and the totals kept by a trigger instead of counted per page.
  '0002_briefs_list_speed': {
    async up(db) {
      await sql`drop index briefs_submitted_idx`.execute(db);
      await sql`create index briefs_submitted_idx on briefs (submitted_at desc, id desc)`.execute(db);
      await sql`drop index briefs_status_submitted_idx`.execute(db);
      await sql`create index briefs_status_submitted_idx on briefs (status, submitted_at desc, id desc)`.execute(
        db,
      );
      await sql`create index briefs_company_idx on briefs (lower(company_name), id)`.execute(db);
      await sql`create index briefs_contact_idx on briefs (lower(contact_name), id)`.execute(db);
      await sql`create index briefs_status_id_idx on briefs (status, id)`.execute(db);

      await sql`create table brief_counts (status text primary key, total bigint not null)`.execute(db);
      await sql`insert into brief_counts (status, total) select status, count(*) from briefs group by status`.execute(
        db,
      );
      // SET search_path FROM CURRENT: the function finds brief_counts in this schema whoever calls it.
      await sql`
        create function count_briefs() returns trigger language plpgsql set search_path from current as $$
        begin
          if tg_op in ('INSERT', 'UPDATE') then
            insert into brief_counts as c (status, total) values (new.status, 1)
              on conflict (status) do update set total = c.total + 1;
          end if;
          if tg_op in ('DELETE', 'UPDATE') then
            update brief_counts set total = total - 1 where status = old.status;
          end if;
          return null;
        end $$`.execute(db);
      await sql`
        create trigger briefs_counted after insert or delete or update of status on briefs
        for each row execute function count_briefs()`.execute(db);
    },
  },
  // Search forgives Arabic spelling (alef forms, taa marbuta, alef maqsura, diacritics, tatweel) and
  // Arabic-Indic digits as memory mode does: the search columns hold the text folded as the term is.
  // Dropped and added in one statement, so each table is rewritten once; the trigram indexes go with
  // the old columns and are built again on the new ones.
  '0003_search_folds_arabic': {
    async up(db) {
      const briefText = `company_name || ' ' || industry || ' ' || contact_name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || description`;
      await sql`alter table briefs drop column search_text,
        add column search_text text generated always as (${searchFoldSql(briefText)}) stored`.execute(db);
      await sql`create index briefs_search_idx on briefs using gin (search_text public.gin_trgm_ops)`.execute(
        db,
      );
      const messageText = `name || ' ' || email || ' ' || subject || ' ' || message`;
      await sql`alter table contact_messages drop column search_text,
        add column search_text text generated always as (${searchFoldSql(messageText)}) stored`.execute(db);
      await sql`create index contact_messages_search_idx on contact_messages using gin (search_text public.gin_trgm_ops)`.execute(
        db,
      );
    },
  },
  // The audit log: every admin change written in the transaction that makes it (append-only).
  '0004_audit_log': { up: createAuditLogTable },
  // The outbox: each brief's and message's mails, written in the transaction that stores it.
  '0005_mail_outbox': { up: createMailOutboxTable },
  // Follow-up on leads: the language each brief and message was sent in (replies are written in it;
  // those kept before it was recorded read as English), the person each is given to, a status for
  // messages (all new until now), and the notes staff write on them. Expand only: new columns with
  // defaults or nullable, so a replica still running the previous version keeps working.
  '0006_lead_follow_up': {
    async up(db) {
      for (const table of ['briefs', 'contact_messages']) {
        await sql`alter table ${sql.table(table)}
          add column language text not null default 'en',
          add column assignee_id text,
          add column assignee_name text,
          add column assigned_at timestamptz`.execute(db);
        // The lists' "mine" and "unassigned" filters, and clearing a departed assignee's leads.
        await sql`create index ${sql.id(`${table}_assignee_idx`)} on ${sql.table(table)} (assignee_id)`.execute(
          db,
        );
      }
      await sql`alter table contact_messages add column status text not null default 'new'`.execute(db);
      await sql`create index contact_messages_status_idx on contact_messages (status, received_at desc, id desc)`.execute(
        db,
      );
      await createLeadNotesTable(db);
    },
  },
  // Double opt-in: each subscriber gets an id (for the panel and the signed links), a status, the
  // language its mails are in and the times of each step; the mails' extra headers (List-Unsubscribe)
  // are kept with them. Expand only: every address kept before opt-in signed up when a sign-up was
  // the whole of it, so it is confirmed (at its sign-up); the status default stays `confirmed` so a
  // replica still running the previous version keeps storing what it always stored.
  '0007_newsletter_opt_in': {
    async up(db) {
      await sql`alter table newsletter_subscriptions
        add column id uuid not null default gen_random_uuid(),
        add column status text not null default 'confirmed',
        add column language text not null default 'en',
        add column confirmed_at timestamptz,
        add column unsubscribed_at timestamptz,
        add column confirmation_sent_at timestamptz`.execute(db);
      await sql`update newsletter_subscriptions set confirmed_at = subscribed_at where status = 'confirmed'`.execute(
        db,
      );
      await sql`create unique index newsletter_subscriptions_id_idx on newsletter_subscriptions (id)`.execute(
        db,
      );
      await sql`create index newsletter_subscriptions_subscribed_idx on newsletter_subscriptions (subscribed_at desc, id desc)`.execute(
        db,
      );
      await sql`create index newsletter_subscriptions_status_idx on newsletter_subscriptions (status, subscribed_at desc, id desc)`.execute(
        db,
      );
      await addMailHeadersColumn(db);
    },
  },
  // Consent on the public forms: when a brief's or message's sender agreed to the form's paragraph,
  // and which version of it. Expand only: nullable, as records sent without one (older clients, and
  // everything kept before) have none.
  '0008_consent': {
    async up(db) {
      for (const table of ['briefs', 'contact_messages']) {
        await sql`alter table ${sql.table(table)}
          add column consent_given_at timestamptz,
          add column consent_version text`.execute(db);
      }
    },
  },
};

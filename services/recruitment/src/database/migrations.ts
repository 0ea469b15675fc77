/**
 * The recruitment schema, version by version. A migration is never edited once shipped: a change is a
 * new entry. Written in the database's own snake_case (they run without the CamelCasePlugin).
 */
import {
  createAuditLogTable,
  createPreviewsTable,
  type Migrations,
  searchFoldSql,
  seedMarkerMigration,
} from '@madar/shared/data';
import { createMailOutboxTable } from '@madar/shared/mail';
import { createLeadNotesTable } from '@madar/shared/follow-up';
import { type Kysely, sql } from 'kysely';
import { jobSchedule } from '../jobs/job-schedule.migration';
import { firstJobSlug, isReadableJobId } from '../jobs/job-slug';
import { RESUME_TYPES } from '../resumes/resume-type';
import { jobVersions } from '../jobs/job-versions.migration';
import { JOB_PREVIEWS_TABLE } from '../jobs/job-previews.store';

/** `text->>'en' || ' ' || text->>'ar'` of a LocalizedText column; `->>` binds no tighter than `||`. */
const bothLanguages = (column: string) => `(${column}->>'en') || ' ' || (${column}->>'ar')`;

/**
 * A job's application count, kept in the same transaction as every application written or deleted, so
 * the public list reads a column instead of counting applications on each visit. Inserts and deletes
 * count per statement (a bulk insert touches each job row once); a job created under an id
 * applications already name (a recreated demo job) starts from their number. The functions keep the
 * search_path the migration runs with (the service's schema), whatever the caller's.
 */
async function countApplicationsPerJob(db: Kysely<unknown>): Promise<void> {
  const fn = (name: string, body: string) =>
    sql
      .raw(
        `create function ${name}() returns trigger language plpgsql set search_path from current as $$
        begin
          ${body}
        end $$`,
      )
      .execute(db);
  await fn(
    'count_inserted_applications',
    `update jobs set application_count = application_count + added.n
       from (select job_id, count(*) as n from inserted where job_id is not null group by job_id) added
      where jobs.id = added.job_id;
     return null;`,
  );
  await fn(
    'count_deleted_applications',
    `update jobs set application_count = application_count - removed.n
       from (select job_id, count(*) as n from deleted where job_id is not null group by job_id) removed
      where jobs.id = removed.job_id;
     return null;`,
  );
  await fn(
    'move_application_count',
    `update jobs set application_count = application_count - 1 where id = old.job_id;
     update jobs set application_count = application_count + 1 where id = new.job_id;
     return null;`,
  );
  await fn(
    'start_job_application_count',
    `new.application_count := (select count(*) from applications where job_id = new.id);
     return new;`,
  );
  await sql`create trigger applications_counted_on_insert after insert on applications
    referencing new table as inserted for each statement execute function count_inserted_applications()`.execute(
    db,
  );
  await sql`create trigger applications_counted_on_delete after delete on applications
    referencing old table as deleted for each statement execute function count_deleted_applications()`.execute(
    db,
  );
  await sql`create trigger applications_counted_on_move after update of job_id on applications
    for each row when (old.job_id is distinct from new.job_id) execute function move_application_count()`.execute(
    db,
  );
  await sql`create trigger jobs_start_application_count before insert on jobs
    for each row execute function start_job_application_count()`.execute(db);
}

export const migrations: Migrations = {
  '0000_seed_marker': seedMarkerMigration,
  '0001_recruitment': {
    async up(db) {
      // Substring search over free text (`LIKE '%…%'` on a lower-cased column) is served by trigram indexes.
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);

      // Texts are LocalizedText documents; the search column holds both languages of the title,
      // department and location.
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('title', 'jsonb', (col) => col.notNull())
        .addColumn('department', 'jsonb', (col) => col.notNull())
        .addColumn('location', 'jsonb', (col) => col.notNull())
        .addColumn('type', 'jsonb', (col) => col.notNull())
        .addColumn('description', 'jsonb', (col) => col.notNull())
        .addColumn('responsibilities', 'jsonb', (col) => col.notNull())
        .addColumn('requirements', 'jsonb', (col) => col.notNull())
        .addColumn('published', 'boolean', (col) => col.notNull())
        .addColumn('published_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
        // How many applications name the job: kept by the triggers below, never written by the service.
        .addColumn('application_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('search_text', 'text', (col) =>
          col
            .generatedAlwaysAs(
              sql.raw(
                `lower(${bothLanguages('title')} || ' ' || ${bothLanguages('department')} || ' ' || ${bothLanguages('location')})`,
              ),
            )
            .stored(),
        )
        .execute();
      // Each admin order is (field, id) either way; ids compare byte-wise (`collate "C"`), as in memory.
      await sql`create index jobs_created_idx on jobs (created_at, id collate "C")`.execute(db);
      await sql`create index jobs_updated_idx on jobs (updated_at, id collate "C")`.execute(db);
      await sql`create index jobs_published_created_idx on jobs (published, created_at, id collate "C")`.execute(
        db,
      );
      await sql`create index jobs_public_idx on jobs (coalesce(published_at, created_at) desc, id collate "C") where published`.execute(
        db,
      );
      await sql`create index jobs_search_idx on jobs using gin (search_text public.gin_trgm_ops)`.execute(db);
      await sql`create index jobs_applications_idx on jobs (application_count, id collate "C")`.execute(db);

      await db.schema
        .createTable('applications')
        .addColumn('id', 'uuid', (col) => col.primaryKey())
        .addColumn('job_id', 'text')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('phone', 'text')
        .addColumn('position', 'text', (col) => col.notNull())
        .addColumn('experience', 'text', (col) => col.notNull())
        .addColumn('education', 'text', (col) => col.notNull())
        .addColumn('cover_letter', 'text')
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('submitted_at', 'timestamptz', (col) => col.notNull())
        .addColumn('search_text', 'text', (col) =>
          col
            .generatedAlwaysAs(
              sql`lower(name || ' ' || email || ' ' || position || ' ' || coalesce(phone, ''))`,
            )
            .stored(),
        )
        .execute();
      // Each admin order is (field, id) either way, alone or within a status or a job (the admin's filters,
      // and the job_id lookups of the application-count triggers).
      await sql`create index applications_submitted_idx on applications (submitted_at, id)`.execute(db);
      await sql`create index applications_status_submitted_idx on applications (status, submitted_at, id)`.execute(
        db,
      );
      await sql`create index applications_job_submitted_idx on applications (job_id, submitted_at, id)`.execute(
        db,
      );
      await sql`create index applications_status_idx on applications (status, id)`.execute(db);
      await sql`create index applications_name_idx on applications (lower(name), id)`.execute(db);
      await sql`create index applications_position_idx on applications (lower(position), id)`.execute(db);
      await sql`create index applications_search_idx on applications using gin (search_text public.gin_trgm_ops)`.execute(
        db,
      );

      await countApplicationsPerJob(db);

      const types = Object.values(RESUME_TYPES);
      await db.schema
        .createTable('resumes')
        .addColumn('application_id', 'uuid', (col) =>
          col.primaryKey().references('applications.id').onDelete('cascade'),
        )
        .addColumn('content', 'bytea', (col) => col.notNull())
        .addColumn('content_type', 'text', (col) =>
          col.notNull().check(sql`content_type in (${sql.join(types.map((type) => sql.lit(type)))})`),
        )
        .addColumn('download_name', 'text', (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addCheckConstraint('resumes_size_check', sql`size = octet_length(content)`)
        .execute();
      // PDFs and Word files are compressed already: store them as they are, without a second attempt.
      await sql`alter table resumes alter column content set storage external`.execute(db);
    },
  },
  '0002_resume_flags': {
    async up(db) {
      // Warnings for staff about an accepted resume (e.g. 'pdf-open-action'); most have none.
      await sql`alter table applications add column resume_flags text[] not null default '{}'`.execute(db);
    },
  },
  '0003_job_closing_date': {
    async up(db) {
      // The last day a job takes applications, in Africa/Tripoli; existing jobs have none (null).
      await sql`alter table jobs add column closes_at date`.execute(db);
    },
  },
  // Search forgives Arabic spelling (alef forms, taa marbuta, alef maqsura, diacritics, tatweel) and
  // Arabic-Indic digits as memory mode does: the search columns hold the text folded as the term is.
  // Dropped and added in one statement, so each table is rewritten once; the trigram indexes go with
  // the old columns and are built again on the new ones.
  '0004_search_folds_arabic': {
    async up(db) {
      const jobText = `${bothLanguages('title')} || ' ' || ${bothLanguages('department')} || ' ' || ${bothLanguages('location')}`;
      await sql`alter table jobs drop column search_text,
        add column search_text text generated always as (${searchFoldSql(jobText)}) stored`.execute(db);
      await sql`create index jobs_search_idx on jobs using gin (search_text public.gin_trgm_ops)`.execute(db);
      const applicationText = `name || ' ' || email || ' ' || position || ' ' || coalesce(phone, '')`;
      await sql`alter table applications drop column search_text,
        add column search_text text generated always as (${searchFoldSql(applicationText)}) stored`.execute(
        db,
      );
      await sql`create index applications_search_idx on applications using gin (search_text public.gin_trgm_ops)`.execute(
        db,
      );
    },
  },
  // The audit log: every admin change written in the transaction that makes it (append-only).
  '0005_audit_log': { up: createAuditLogTable },
  // The outbox: each application's mails, written in the transaction that stores it.
  '0006_mail_outbox': { up: createMailOutboxTable },
  // Readable job addresses (/careers/noc-technician rather than a UUID), see jobSlugs below.
  '0007_job_slugs': { up: jobSlugs },
  // Follow-up on applications: the language each was sent in (replies and their templates are written
  // in it; those kept before it was recorded read as English), the person each is given to, and the
  // notes staff write on them. Expand only: new columns with a default or nullable, so a replica still
  // running the previous version keeps working.
  '0008_application_follow_up': {
    async up(db) {
      await sql`alter table applications
        add column language text not null default 'en',
        add column assignee_id text,
        add column assignee_name text,
        add column assigned_at timestamptz`.execute(db);
      // The list's "mine" and "unassigned" filters, and clearing a departed assignee's applications.
      await sql`create index applications_assignee_idx on applications (assignee_id)`.execute(db);
      await createLeadNotesTable(db);
    },
  },
  // Consent on the application form: when its sender agreed to the form's paragraph, and which
  // version of it. Expand only: nullable, as applications sent without one (older clients, and
  // everything kept before) have none.
  '0009_consent': {
    async up(db) {
      await sql`alter table applications
        add column consent_given_at timestamptz,
        add column consent_version text`.execute(db);
    },
  },
  // Scheduled publishing and closing of jobs: when a draft publishes itself, when a job leaves the site.
  '0010_job_schedule': { up: jobSchedule },
  // Jobs' versions: every save keeps the job whole; each job gets its baseline here.
  '0011_versions': { up: jobVersions },
  // Job previews: a recruiter's unsaved job, kept under its token's hash until it expires. Expand only: a
  // new table (and its index on the expiry) the previous version never reads.
  '0012_job_previews': { up: (db) => createPreviewsTable(db, JOB_PREVIEWS_TABLE) },
};

/**
 * Each job gets a slug, and `job_slugs` keeps every slug a job has held (its primary key makes a slug one
 * job's for good), so an address once handed out keeps leading to its job until the job is deleted. A
 * trigger records each new slug and refuses, as a unique violation on `job_slugs_pkey`, one that another
 * job holds. Jobs stored before get a slug from their English title, oldest first; a seeded job's id
 * already is one and becomes its slug.
 */
async function jobSlugs(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column slug text`.execute(db);
  await sql`create table job_slugs (
    slug text primary key,
    job_id text not null references jobs (id) on delete cascade
  )`.execute(db);
  await sql`create index job_slugs_job_idx on job_slugs (job_id)`.execute(db);
  await sql
    .raw(
      `create function remember_job_slug() returns trigger language plpgsql set search_path from current as $$
      begin
        insert into job_slugs (slug, job_id) values (new.slug, new.id) on conflict (slug) do nothing;
        if not exists (select 1 from job_slugs where slug = new.slug and job_id = new.id) then
          raise unique_violation using message = 'job slug ' || new.slug || ' is taken',
            constraint = 'job_slugs_pkey';
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql`create trigger jobs_remember_slug after insert or update of slug on jobs
    for each row execute function remember_job_slug()`.execute(db);

  const { rows } = await sql<{ id: string; title: { en?: string } }>`
    select id, title from jobs order by created_at, id collate "C"`.execute(db);
  // Readable ids first: each keeps its own address, and a job created later with the same title is the
  // one numbered.
  const ordered = [
    ...rows.filter((row) => isReadableJobId(row.id)),
    ...rows.filter((row) => !isReadableJobId(row.id)),
  ];
  const taken = new Set<string>();
  for (const { id, title } of ordered) {
    const slug = firstJobSlug(id, title.en ?? '', taken);
    taken.add(slug);
    await sql`update jobs set slug = ${slug} where id = ${id}`.execute(db);
  }
  await sql`alter table jobs alter column slug set not null, add constraint jobs_slug_key unique (slug)`.execute(
    db,
  );
}

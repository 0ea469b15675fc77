/**
 * The auth schema, version by version. A migration is never edited once shipped: a change is a new
 * entry. Written in the database's own snake_case (they run without the CamelCasePlugin).
 */
import { createAuditLogTable, type Migrations, seedMarkerMigration } from '@madar/shared/data';
import { sql } from 'kysely';

export const migrations: Migrations = {
  '0000_seed_marker': seedMarkerMigration,
  '0001_accounts': {
    async up(db) {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'uuid', (col) => col.primaryKey())
        // Lower-cased by the service; the constraint makes "one account per address" hold across replicas.
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('disabled', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('password_hash', 'text')
        .addColumn('password_change_wanted', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
        .addColumn('last_sign_in_at', 'timestamptz')
        .addColumn('search_text', 'text', (col) =>
          col.generatedAlwaysAs(sql`lower(name || ' ' || email)`).stored(),
        )
        .execute();
      await sql`create index accounts_name_idx on accounts (lower(name), id)`.execute(db);
      await sql`create index accounts_search_idx on accounts using gin (search_text public.gin_trgm_ops)`.execute(
        db,
      );

      await db.schema
        .createTable('password_links')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('password_links_account_idx')
        .on('password_links')
        .column('account_id')
        .execute();

      // No foreign key to accounts: a deleted account's sessions are read after the deletion to sign
      // them out, then removed.
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('account_id', 'uuid', (col) => col.notNull())
        .addColumn('issued_at', 'timestamptz', (col) => col.notNull())
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('address', 'text')
        .execute();
      await db.schema
        .createIndex('sessions_account_idx')
        .on('sessions')
        .columns(['account_id', 'expires_at'])
        .execute();
      await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
    },
  },
  '0002_two_step': {
    async up(db) {
      // One row per account that started or finished enrolling; the secret is encrypted (two-step/secret-box.ts).
      await db.schema
        .createTable('two_step')
        .addColumn('account_id', 'uuid', (col) =>
          col.primaryKey().references('accounts.id').onDelete('cascade'),
        )
        .addColumn('secret', 'text', (col) => col.notNull())
        .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(false))
        // The latest time step a code was accepted for: a code is never accepted twice.
        .addColumn('last_time_step', 'bigint')
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('recovery_codes')
        .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('recovery_codes_pk', ['account_id', 'code_hash'])
        .execute();
      // Settings an owner saves (the two-step policy); absent: the environment's default.
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'jsonb', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
        .execute();
    },
  },
  // Sign-ins, refused sign-ins, sign-outs and every change to accounts and two-step (shared table).
  '0003_audit_log': { up: createAuditLogTable },
  '0004_revoked_tokens': {
    async up(db) {
      // The sign-out list itself; Redis holds a copy every service reads, filled again from here
      // whenever it lost its data. A row goes once its token has expired anyway.
      await db.schema
        .createTable('revoked_tokens')
        .addColumn('jti', 'text', (col) => col.primaryKey())
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('revoked_tokens_expires_idx')
        .on('revoked_tokens')
        .column('expires_at')
        .execute();
    },
  },
};

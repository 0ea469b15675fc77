/**
 * Migration 0008: a draft's scheduled publication time. Expand only: a nullable column the previous
 * version's inserts and updates leave alone, and a partial index holding just the scheduled drafts, so
 * the every-minute task's conditional update reads a handful of rows whatever the size of the table.
 */
import { type Kysely, sql } from 'kysely';

export async function postSchedule(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('scheduled_at', 'timestamptz').execute();
  await sql`create index posts_scheduled_idx on posts (scheduled_at) where scheduled_at is not null`.execute(
    db,
  );
}

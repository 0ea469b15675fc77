/**
 * Migration 0010: when a draft job publishes itself and when a published one leaves the site. Expand
 * only: nullable columns the previous version's writes leave alone, and partial indexes holding just
 * the scheduled jobs, which the every-minute task reads.
 */
import { type Kysely, sql } from 'kysely';

export async function jobSchedule(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column publish_at timestamptz, add column close_at timestamptz`.execute(db);
  await sql`create index jobs_publish_at_idx on jobs (publish_at) where publish_at is not null`.execute(db);
  await sql`create index jobs_close_at_idx on jobs (close_at) where close_at is not null`.execute(db);
}

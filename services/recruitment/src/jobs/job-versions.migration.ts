/**
 * Migration 0011: jobs' versions. Expand only: a new table the previous version never reads, and one
 * baseline version of every job as it stands (author null: nobody saved it as a version), so each job's
 * history starts from what it was before versions were kept. The baseline's state is built here in SQL,
 * column by column as the jobs table stands at this migration, so it never depends on how later code
 * maps a row.
 */
import { createVersionsTable, insertBaselineVersions, isoSql } from '@madar/shared/data';
import { type Kysely, sql } from 'kysely';

export async function jobVersions(db: Kysely<unknown>): Promise<void> {
  await createVersionsTable(db);
  await insertBaselineVersions(
    db,
    'job',
    'jobs',
    sql`jsonb_build_object(
      'id', id, 'slug', slug, 'title', title, 'department', department, 'location', location,
      'type', type, 'description', description, 'responsibilities', responsibilities,
      'requirements', requirements, 'published', published, 'closesAt', closes_at::text,
      'publishedAt', ${isoSql('published_at')}, 'publishAt', ${isoSql('publish_at')},
      'closeAt', ${isoSql('close_at')}, 'createdAt', ${isoSql('created_at')},
      'updatedAt', ${isoSql('updated_at')})`,
  );
}

/**
 * Migration 0013: the catalogue's versions. Expand only: rows in the versions table (0009) the previous
 * version never reads, one baseline version of every service, project, testimonial, figure, team member
 * and milestone as it stands (author null: nobody saved it as a version), so each item's history starts
 * from what it was before its edits were kept. An item's state is its record column whole, as the
 * catalogue stores it; a milestone's history is keyed by its year, as its routes are. Items keep no time
 * of their own: a baseline is dated by the item's last audited edit, else by this migration.
 */
import { insertBaselineVersions } from '@madar/shared/data';
import { type Kysely, sql } from 'kysely';

/** Each catalogue table and the audit log's (and the versions') name for its items. */
const CATALOGUE_TABLES = [
  ['services', 'service'],
  ['projects', 'project'],
  ['testimonials', 'testimonial'],
  ['statistics', 'statistic'],
  ['team_members', 'team_member'],
  ['timeline_entries', 'timeline_entry'],
] as const;

export async function catalogueVersions(db: Kysely<unknown>): Promise<void> {
  for (const [table, type] of CATALOGUE_TABLES) {
    await insertBaselineVersions(db, type, table, sql`record`, {
      createdAt: sql`coalesce(
        (select max(audit_log.at) from audit_log
          where audit_log.entity_type = ${type} and audit_log.entity_id = ${sql.table(table)}.id),
        now())`,
      order: sql`position, id`,
    });
  }
}

/**
 * Migration 0011: the company profile's table, one row (`id = 'company'`) holding the whole bilingual
 * profile as jsonb. Additive: a new table the previous version never reads. Empty until the first edit;
 * the service answers its starting profile (COMPANY_JSON over the defaults) until then.
 */
import type { Kysely } from 'kysely';

export async function createCompanyProfileTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_profile')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('record', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

/**
 * The company profile in PostgreSQL: one row of `content.company_profile` (migration 0011), the whole
 * profile as jsonb. No row until the first edit: reads answer the starting profile until then, so a
 * change of COMPANY_JSON before any edit still shows after a restart.
 */
import type { CompanyProfile } from '@madar/shared';
import {
  type AuditStamp,
  type DataSource,
  insertAuditEntry,
  jsonRecord,
  recordAsText,
} from '@madar/shared/data';
import type { ContentDb } from '../database/schema';
import { CompanyProfileStore, profileEntry } from './company-profile.store';

/** The row's key: there is one profile. */
const ROW_ID = 'company';
const recordText = recordAsText();

export class PostgresCompanyProfileStore extends CompanyProfileStore {
  constructor(
    private readonly data: DataSource<ContentDb>,
    private readonly initial: CompanyProfile,
  ) {
    super();
  }

  async get(): Promise<CompanyProfile> {
    const row = await this.data.db
      .selectFrom('companyProfile')
      .select(recordText)
      .where('id', '=', ROW_ID)
      .executeTakeFirst();
    return row ? jsonRecord<CompanyProfile>(row.record) : structuredClone(this.initial);
  }

  async replace(profile: CompanyProfile, audit?: AuditStamp): Promise<CompanyProfile> {
    const record = JSON.stringify(profile);
    // One transaction: the profile and its audit entry commit together or not at all. The row is made
    // first (the starting profile, if none is stored) and locked, so two edits at once are recorded in
    // the order they were stored, each against the one before it.
    return this.data.db.transaction().execute(async (trx) => {
      const now = new Date();
      await trx
        .insertInto('companyProfile')
        .values({ id: ROW_ID, record: JSON.stringify(this.initial), updatedAt: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const row = await trx
        .selectFrom('companyProfile')
        .select(recordText)
        .where('id', '=', ROW_ID)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('companyProfile')
        .set({ record, updatedAt: now })
        .where('id', '=', ROW_ID)
        .execute();
      const before = jsonRecord<CompanyProfile>(row.record);
      if (audit) await insertAuditEntry(trx, profileEntry(audit, before, profile));
      return structuredClone(profile);
    });
  }
}

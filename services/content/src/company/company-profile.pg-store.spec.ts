import { type DataSource, PostgresAuditLog } from '@madar/shared/data';
import { createTestDataSource } from '@madar/shared/testing';
import { sql } from 'kysely';
import { migrations } from '../database/migrations';
import { type ContentDb, SCHEMA } from '../database/schema';
import { PostgresCompanyProfileStore } from './company-profile.pg-store';
import { describeCompanyProfileStoreContract } from './company-profile.store.contract';

const closers: (() => Promise<void>)[] = [];

describeCompanyProfileStoreContract('postgres', {
  async create(initial) {
    const { data, close } = await createTestDataSource<ContentDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    return {
      store: new PostgresCompanyProfileStore(data, initial),
      log: new PostgresAuditLog(data as DataSource),
      // A check no row meets: the insert fails inside the edit's transaction, as a real failure would.
      breakAudit: async () => {
        await sql
          .raw(`alter table ${SCHEMA}.audit_log add constraint refuse check (false) not valid`)
          .execute(data.db);
      },
    };
  },
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

import { type DataSource, PostgresAuditLog, PostgresVersions } from '@madar/shared/data';
import { createTestDataSource } from '@madar/shared/testing';
import { sql } from 'kysely';
import { migrations } from '../database/migrations';
import { type ContentDb, SCHEMA } from '../database/schema';
import { insertCatalogue, PostgresCatalogueStore } from './catalogue.pg-store';
import { describeCatalogueStoreContract } from './catalogue.store.contract';

const closers: (() => Promise<void>)[] = [];

describeCatalogueStoreContract('postgres', {
  async create(seed) {
    const { data, close } = await createTestDataSource<ContentDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    await insertCatalogue(data.db, seed);
    return new PostgresCatalogueStore(data);
  },
  async audited(seed) {
    const { data, close } = await createTestDataSource<ContentDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    await insertCatalogue(data.db, seed);
    return {
      store: new PostgresCatalogueStore(data),
      log: new PostgresAuditLog(data as DataSource),
      versions: new PostgresVersions(data),
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

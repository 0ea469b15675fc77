import { createTestDataSource } from '@madar/shared/testing';
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
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

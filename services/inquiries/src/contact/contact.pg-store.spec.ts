import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type InquiriesDb, SCHEMA } from '../database/schema';
import { PostgresContactStore } from './contact.pg-store';
import { describeContactStoreContract } from './contact.store.contract';

const closers: (() => Promise<void>)[] = [];

describeContactStoreContract('postgres', {
  async create(seed) {
    const { data, close } = await createTestDataSource<InquiriesDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    const store = new PostgresContactStore(data);
    for (const item of seed) await store.create(item);
    return store;
  },
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

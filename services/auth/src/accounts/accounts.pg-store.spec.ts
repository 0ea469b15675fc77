import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type AuthDb, SCHEMA } from '../database/schema';
import { PostgresAccountStore } from './accounts.pg-store';
import { describeAccountStoreContract } from './accounts.store.contract';

const closers: (() => Promise<void>)[] = [];

describeAccountStoreContract('postgres', {
  async create(seed) {
    const { data, close } = await createTestDataSource<AuthDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    const store = new PostgresAccountStore(data);
    for (const item of seed) await store.create(item);
    return store;
  },
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

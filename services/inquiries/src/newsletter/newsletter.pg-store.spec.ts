import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type InquiriesDb, SCHEMA } from '../database/schema';
import { PostgresNewsletterStore } from './newsletter.pg-store';
import { describeNewsletterStoreContract } from './newsletter.store.contract';

const closers: (() => Promise<void>)[] = [];

describeNewsletterStoreContract('postgres', {
  async create(seed) {
    const { data, close } = await createTestDataSource<InquiriesDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    const store = new PostgresNewsletterStore(data);
    for (const item of seed) await store.create(item);
    return store;
  },
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

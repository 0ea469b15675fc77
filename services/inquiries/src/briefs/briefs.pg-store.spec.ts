import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type InquiriesDb, SCHEMA } from '../database/schema';
import { PostgresBriefsStore } from './briefs.pg-store';
import { describeBriefsStoreContract } from './briefs.store.contract';

const closers: (() => Promise<void>)[] = [];

describeBriefsStoreContract('postgres', {
  async create(seed) {
    const { data, close } = await createTestDataSource<InquiriesDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    const store = new PostgresBriefsStore(data);
    for (const item of seed) await store.create(item);
    return store;
  },
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type ContentDb, SCHEMA } from '../database/schema';
import { PostgresMediaStore } from './media.pg-store';
import { describeMediaStoreContract } from './media.store.contract';

const closers: (() => Promise<void>)[] = [];

describeMediaStoreContract('postgres', {
  async create() {
    const { data, close } = await createTestDataSource<ContentDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    return new PostgresMediaStore(data);
  },
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

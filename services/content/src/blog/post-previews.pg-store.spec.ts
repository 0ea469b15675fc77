import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type ContentDb, SCHEMA } from '../database/schema';
import { PostgresPostPreviewsStore } from './post-previews.pg-store';
import { describePostPreviewsStoreContract } from './post-previews.store.contract';

const closers: (() => Promise<void>)[] = [];

describePostPreviewsStoreContract('postgres', {
  async create() {
    const { data, close } = await createTestDataSource<ContentDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    return new PostgresPostPreviewsStore(data);
  },
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

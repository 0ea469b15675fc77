import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type ContentDb, SCHEMA } from '../database/schema';
import { PostgresBlogPostsStore } from './blog-posts.pg-store';
import { describeBlogPostsStoreContract } from './blog-posts.store.contract';

const closers: (() => Promise<void>)[] = [];

describeBlogPostsStoreContract('postgres', {
  async create(seed) {
    const { data, close } = await createTestDataSource<ContentDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    const store = new PostgresBlogPostsStore(data);
    for (const item of seed) await store.create(item);
    return store;
  },
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type AuthDb, SCHEMA } from '../database/schema';
import { PostgresSessionStore } from './sessions.pg-store';
import { describeSessionStoreContract } from './sessions.store.contract';

const closers: (() => Promise<void>)[] = [];

describeSessionStoreContract('postgres', {
  async create() {
    const { data, close } = await createTestDataSource<AuthDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    return new PostgresSessionStore(data);
  },
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

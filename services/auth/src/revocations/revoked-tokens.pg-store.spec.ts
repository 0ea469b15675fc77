import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type AuthDb, SCHEMA } from '../database/schema';
import { PostgresRevokedTokenStore } from './revoked-tokens.pg-store';
import { describeRevokedTokenStoreContract } from './revoked-tokens.store.contract';

const closers: (() => Promise<void>)[] = [];

describeRevokedTokenStoreContract('postgres', {
  async create() {
    const { data, close } = await createTestDataSource<AuthDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    return new PostgresRevokedTokenStore(data);
  },
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

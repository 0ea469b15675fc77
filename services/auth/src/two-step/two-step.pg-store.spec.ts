import { createTestDataSource } from '@madar/shared/testing';
import { firstOwner } from '../database/seed';
import { migrations } from '../database/migrations';
import { type AuthDb, SCHEMA } from '../database/schema';
import { toAccountRow } from '../accounts/accounts.row';
import { parsePasswordHash } from '../password';
import { PostgresTwoStepStore } from './two-step.pg-store';
import { describeTwoStepStoreContract } from './two-step.store.contract';

const closers: (() => Promise<void>)[] = [];
const HASH = 'scrypt:1024:8:1:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

describeTwoStepStoreContract('postgres', {
  async create() {
    const { data, close } = await createTestDataSource<AuthDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    return {
      store: new PostgresTwoStepStore(data),
      async addAccount(id: string) {
        const owner = firstOwner(
          { email: `${id}@example.test`, passwordHash: parsePasswordHash(HASH) },
          new Date(),
        );
        await data.db
          .insertInto('accounts')
          .values(toAccountRow({ ...owner, id }))
          .execute();
      },
    };
  },
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

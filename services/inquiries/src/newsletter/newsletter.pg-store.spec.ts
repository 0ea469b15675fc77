import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type InquiriesDb, SCHEMA } from '../database/schema';
import { PostgresNewsletterStore } from './newsletter.pg-store';
import { toSubscriptionRow } from './newsletter.row';
import { describeNewsletterStoreContract } from './newsletter.store.contract';

const closers: (() => Promise<void>)[] = [];

describeNewsletterStoreContract('postgres', {
  async create(seed) {
    const { data, close } = await createTestDataSource<InquiriesDb>({ schema: SCHEMA, migrations });
    closers.push(close);
    if (seed.length > 0) {
      await data.db.insertInto('newsletterSubscriptions').values(seed.map(toSubscriptionRow)).execute();
    }
    return new PostgresNewsletterStore(data);
  },
  close: async () => {
    await Promise.all(closers.map((close) => close()));
  },
});

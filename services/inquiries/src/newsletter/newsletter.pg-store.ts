/** Newsletter sign-ups in PostgreSQL (table `inquiries.newsletter_subscriptions`, keyed by email). */
import type { DateRange, NewsletterSubscription } from '@madar/shared';
import type { DataSource } from '@madar/shared/data';
import type { InquiriesDb } from '../database/schema';
import { toSubscriptionRow } from './newsletter.row';
import { NewsletterStore } from './newsletter.store';

export class PostgresNewsletterStore extends NewsletterStore {
  constructor(private readonly data: DataSource<InquiriesDb>) {
    super();
  }

  async create(subscription: NewsletterSubscription): Promise<boolean> {
    // One statement: two replicas signing the same address up at once still keep one row.
    const inserted = await this.data.db
      .insertInto('newsletterSubscriptions')
      .values(toSubscriptionRow(subscription))
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('email')
      .execute();
    return inserted.length > 0;
  }

  async count(range: DateRange = {}): Promise<number> {
    let query = this.data.db
      .selectFrom('newsletterSubscriptions')
      .select((eb) => eb.fn.countAll<string>().as('total'));
    if (range.from) query = query.where('subscribedAt', '>=', range.from);
    if (range.to) query = query.where('subscribedAt', '<', range.to);
    return Number((await query.executeTakeFirstOrThrow()).total);
  }
}

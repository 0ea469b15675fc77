/**
 * What a new inquiries database starts with: nothing of its own (the service has no catalogue), and
 * with SEED_DEMO_DATA the demo briefs, messages and sign-ups, once per database (a marker row, not a
 * guess from counts: deleting every demo brief never brings them back).
 */
import { type SeedContext, seedOnce } from '@madar/shared/data';
import type { Kysely } from 'kysely';
import { toBriefRow } from '../briefs/briefs.row';
import { createSeedBriefs } from '../briefs/briefs.seed';
import { toMessageRow } from '../contact/contact.row';
import { createSeedMessages } from '../contact/contact.seed';
import { toSubscriptionRow } from '../newsletter/newsletter.row';
import { createSeedSubscriptions } from '../newsletter/newsletter.seed';
import type { InquiriesDb } from './schema';

export async function seedInquiries(db: Kysely<InquiriesDb>, { now, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  await seedOnce(db, 'demo-submissions', async (trx) => {
    const briefs = createSeedBriefs(now).map(toBriefRow);
    if (briefs.length > 0) await trx.insertInto('briefs').values(briefs).execute();
    const messages = createSeedMessages(now).map(toMessageRow);
    if (messages.length > 0) await trx.insertInto('contactMessages').values(messages).execute();
    const subscriptions = createSeedSubscriptions(now).map(toSubscriptionRow);
    if (subscriptions.length > 0)
      await trx.insertInto('newsletterSubscriptions').values(subscriptions).execute();
  });
}

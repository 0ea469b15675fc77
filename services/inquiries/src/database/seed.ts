/**
 * What a new inquiries database starts with: nothing of its own (the service has no catalogue), and
 * with SEED_DEMO_DATA the demo briefs, messages and sign-ups, once per database (a marker row, not a
 * guess from counts: deleting every demo brief never brings them back).
 */
import { type SeedContext, seedOnce } from '@madar/shared/data';
import type { Kysely } from 'kysely';
import { createSeedBriefs } from '../briefs/briefs.seed';
import { createSeedMessages } from '../contact/contact.seed';
import { createSeedSubscriptions } from '../newsletter/newsletter.seed';
import type { InquiriesDb } from './schema';

export async function seedInquiries(db: Kysely<InquiriesDb>, { now, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  await seedOnce(db, 'demo-submissions', async (trx) => {
    const briefs = createSeedBriefs(now).map((brief) => ({
      ...brief,
      phone: brief.phone ?? null,
      currentChallenges: brief.currentChallenges ?? null,
      timeline: brief.timeline ?? null,
      budget: brief.budget ?? null,
      additionalInfo: brief.additionalInfo ?? null,
    }));
    if (briefs.length > 0) await trx.insertInto('briefs').values(briefs).execute();
    const messages = createSeedMessages(now).map((message) => ({ ...message, phone: message.phone ?? null }));
    if (messages.length > 0) await trx.insertInto('contactMessages').values(messages).execute();
    const subscriptions = createSeedSubscriptions(now);
    if (subscriptions.length > 0)
      await trx.insertInto('newsletterSubscriptions').values(subscriptions).execute();
  });
}

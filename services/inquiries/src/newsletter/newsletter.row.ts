/**
 * A newsletter sign-up as a row of `inquiries.newsletter_subscriptions`: the one mapping the pg-store
 * and the seed share.
 */
import type { NewsletterSubscription } from '@madar/shared';
import type { Insertable } from 'kysely';
import type { NewsletterSubscriptionsTable } from '../database/schema';

export const toSubscriptionRow = (
  subscription: NewsletterSubscription,
): Insertable<NewsletterSubscriptionsTable> => ({
  email: subscription.email,
  subscribedAt: subscription.subscribedAt,
});

/**
 * A newsletter subscriber as a row of `inquiries.newsletter_subscriptions` and back: the one mapping the
 * pg-store and the seed share.
 */
import type { NewsletterSubscription } from '@madar/shared';
import { withoutAbsent } from '@madar/shared/data';
import type { Insertable, Selectable } from 'kysely';
import type { NewsletterSubscriptionsTable } from '../database/schema';

export const SUBSCRIPTION_COLUMNS = [
  'id',
  'email',
  'status',
  'language',
  'subscribedAt',
  'confirmedAt',
  'unsubscribedAt',
  'confirmationSentAt',
] as const;

export const toSubscriptionRow = (
  subscription: NewsletterSubscription,
): Insertable<NewsletterSubscriptionsTable> => ({
  id: subscription.id,
  email: subscription.email,
  status: subscription.status,
  language: subscription.language,
  subscribedAt: subscription.subscribedAt,
  confirmedAt: subscription.confirmedAt ?? null,
  unsubscribedAt: subscription.unsubscribedAt ?? null,
  confirmationSentAt: subscription.confirmationSentAt ?? null,
});

type SubscriptionRow = Pick<Selectable<NewsletterSubscriptionsTable>, (typeof SUBSCRIPTION_COLUMNS)[number]>;

export const toSubscription = (row: SubscriptionRow): NewsletterSubscription =>
  withoutAbsent<NewsletterSubscription>({
    id: row.id,
    email: row.email,
    status: row.status,
    language: row.language,
    subscribedAt: row.subscribedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString(),
    confirmationSentAt: row.confirmationSentAt?.toISOString(),
  });

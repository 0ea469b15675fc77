/**
 * A few sample subscribers (fictitious addresses), so the panel's list and count are not empty on a
 * fresh start: most confirmed, one still to confirm, one who left. Stored normalised, as a sign-up would
 * be; fixed ids, so a link in a demo mail keeps naming the same one. Dates are relative to `now`.
 */
import type { Language, NewsletterStatus, NewsletterSubscription } from '@madar/shared';
import { withoutAbsent } from '@madar/shared/data';
import { daysAgo } from '../common/seed-dates';

const seed = (
  n: number,
  email: string,
  status: NewsletterStatus,
  language: Language,
  subscribedAt: string,
  changedAt: string,
): NewsletterSubscription =>
  withoutAbsent<NewsletterSubscription>({
    id: `5eed0000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    email,
    status,
    language,
    subscribedAt,
    confirmationSentAt: subscribedAt,
    confirmedAt: status === 'pending' ? undefined : changedAt,
    unsubscribedAt: status === 'unsubscribed' ? changedAt : undefined,
  });

export function createSeedSubscriptions(now: Date = new Date()): NewsletterSubscription[] {
  return [
    seed(1, 'it.manager@sahara-bank.ly', 'confirmed', 'en', daysAgo(now, 3, 5), daysAgo(now, 3, 4)),
    seed(2, 'o.elfeituri@bmis.edu.ly', 'confirmed', 'ar', daysAgo(now, 12, 2), daysAgo(now, 12, 1)),
    seed(
      3,
      'h.alobeidi@tripoli-telecom-forum.ly',
      'confirmed',
      'ar',
      daysAgo(now, 27, 9),
      daysAgo(now, 27, 8),
    ),
    seed(4, 'rania.ashour@example.ly', 'confirmed', 'en', daysAgo(now, 41, 1), daysAgo(now, 41, 0)),
    seed(5, 'procurement@alwaha-oil.ly', 'confirmed', 'en', daysAgo(now, 58, 6), daysAgo(now, 58, 5)),
    seed(6, 'm.zlitni@example.ly', 'pending', 'ar', daysAgo(now, 1, 2), daysAgo(now, 1, 2)),
    seed(7, 's.gheriani@example.ly', 'unsubscribed', 'en', daysAgo(now, 35, 3), daysAgo(now, 9, 0)),
  ];
}

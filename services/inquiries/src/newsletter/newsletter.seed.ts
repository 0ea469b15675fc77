/**
 * A few sample sign-ups (fictitious addresses), so the admin's count is not zero on a fresh start.
 * Stored normalised, as a sign-up would be. Dates are relative to `now`.
 */
import type { NewsletterSubscription } from '@madar/shared';
import { daysAgo } from '../common/seed-dates';

export function createSeedSubscriptions(now: Date = new Date()): NewsletterSubscription[] {
  return [
    { email: 'it.manager@sahara-bank.ly', subscribedAt: daysAgo(now, 3, 5) },
    { email: 'o.elfeituri@bmis.edu.ly', subscribedAt: daysAgo(now, 12, 2) },
    { email: 'h.alobeidi@tripoli-telecom-forum.ly', subscribedAt: daysAgo(now, 27, 9) },
    { email: 'rania.ashour@example.ly', subscribedAt: daysAgo(now, 41, 1) },
    { email: 'procurement@alwaha-oil.ly', subscribedAt: daysAgo(now, 58, 6) },
  ];
}

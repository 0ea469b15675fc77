/**
 * Where newsletter sign-ups are kept, one per address. The service depends on the abstract class
 * (also the injection token), so a database can replace the in-memory implementation.
 */
import type { NewsletterSubscription } from '@madar/shared';

export abstract class NewsletterStore {
  /** Adds the subscription unless its email is already there; answers whether it was added. */
  abstract addIfAbsent(subscription: NewsletterSubscription): boolean;
  abstract count(): number;
}

/** Sign-ups held in memory, keyed by their (already normalised) email. */
export class InMemoryNewsletterStore extends NewsletterStore {
  private readonly subscriptions = new Map<string, NewsletterSubscription>();

  constructor(seed: readonly NewsletterSubscription[] = []) {
    super();
    for (const subscription of seed) this.addIfAbsent(subscription);
  }

  addIfAbsent(subscription: NewsletterSubscription): boolean {
    if (this.subscriptions.has(subscription.email)) return false;
    this.subscriptions.set(subscription.email, structuredClone(subscription));
    return true;
  }

  count(): number {
    return this.subscriptions.size;
  }
}

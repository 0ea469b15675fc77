/**
 * Where newsletter sign-ups are kept, one per address. The service depends on the abstract class
 * (also the injection token); memory and PostgreSQL implement it, one contract suite runs on both.
 */
import type { DateRange, NewsletterSubscription } from '@madar/shared';
import { inRange, MemoryBudget, recordBytes, settle } from '@madar/shared/data';

export abstract class NewsletterStore {
  /** Stores the sign-up unless its email is already there; resolves whether it was new, once stored. */
  abstract create(subscription: NewsletterSubscription): Promise<boolean>;
  /** How many addresses signed up in the range (all of them without one). */
  abstract count(range?: DateRange): Promise<number>;
}

/** Sign-ups held in memory, keyed by their (already normalised) email, within a byte cap. */
export class InMemoryNewsletterStore extends NewsletterStore {
  private readonly subscriptions = new Map<string, NewsletterSubscription>();
  private readonly budget: MemoryBudget;

  constructor(seed: readonly NewsletterSubscription[] = [], maxBytes = Number.POSITIVE_INFINITY) {
    super();
    this.budget = new MemoryBudget(maxBytes);
    for (const subscription of seed) {
      if (this.subscriptions.has(subscription.email)) continue;
      this.budget.force(recordBytes(subscription));
      this.subscriptions.set(subscription.email, structuredClone(subscription));
    }
  }

  create(subscription: NewsletterSubscription): Promise<boolean> {
    return settle(() => {
      if (this.subscriptions.has(subscription.email)) return false;
      this.budget.reserve(recordBytes(subscription));
      this.subscriptions.set(subscription.email, structuredClone(subscription));
      return true;
    });
  }

  count(range: DateRange = {}): Promise<number> {
    let total = 0;
    for (const s of this.subscriptions.values()) if (inRange(s.subscribedAt, range)) total += 1;
    return Promise.resolve(total);
  }
}

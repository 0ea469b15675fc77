/**
 * The rules of the newsletter: one sign-up per address, compared without case and surrounding spaces,
 * kept with the time of the first sign-up. Signing up again is not an error and changes nothing.
 */
import { Injectable } from '@nestjs/common';
import type { NewsletterSubscription } from '@madar/shared';
import { Clock } from '@madar/shared/nest';
import { NewsletterStore } from './newsletter.store';

/**
 * The same answer whether the address is new or known: telling them apart would let anyone find out
 * who is on the list.
 */
export interface NewsletterResult {
  success: true;
  subscribed: true;
}

export interface NewsletterCount {
  total: number;
}

/** How an address is compared and stored: `Amal@Example.LY ` and `amal@example.ly` are one reader. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

@Injectable()
export class NewsletterService {
  constructor(
    private readonly store: NewsletterStore,
    private readonly clock: Clock,
  ) {}

  /** Resolves once the address is stored (or found already there). */
  async subscribe(email: string): Promise<NewsletterResult> {
    const subscription: NewsletterSubscription = {
      email: normalizeEmail(email),
      subscribedAt: this.clock.now().toISOString(),
    };
    await this.store.create(subscription);
    return { success: true, subscribed: true };
  }

  async count(): Promise<NewsletterCount> {
    return { total: await this.store.count() };
  }
}

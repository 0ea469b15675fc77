/** What every NewsletterStore promises, run against memory and PostgreSQL. */
import type { NewsletterSubscription } from '@madar/shared';
import type { NewsletterStore } from './newsletter.store';

export interface NewsletterStoreHarness {
  create(seed: readonly NewsletterSubscription[]): Promise<NewsletterStore>;
  close?(): Promise<void>;
}

const sub = (email: string, day = 1): NewsletterSubscription => ({
  email,
  subscribedAt: `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`,
});

export function describeNewsletterStoreContract(name: string, harness: NewsletterStoreHarness): void {
  describe(`NewsletterStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('keeps one sign-up per address and says whether it was new', async () => {
      const store = await harness.create([sub('amal@example.ly')]);
      expect(await store.create(sub('amal@example.ly', 5))).toBe(false);
      expect(await store.create(sub('omar@example.ly', 5))).toBe(true);
      expect(await store.count()).toBe(2);
    });

    it('keeps the first sign-up time and counts by range', async () => {
      const store = await harness.create([sub('a@example.ly', 1), sub('b@example.ly', 3)]);
      await store.create(sub('a@example.ly', 9));
      expect(await store.count({ from: new Date('2026-03-02T00:00:00Z') })).toBe(1);
      expect(await store.count({ to: new Date('2026-03-02T00:00:00Z') })).toBe(1);
    });

    it('stores concurrent sign-ups of one address once', async () => {
      const store = await harness.create([]);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => store.create(sub('same@example.ly'))),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await store.count()).toBe(1);
    });
  });
}

/** What every NewsletterStore promises, run against memory and PostgreSQL. */
import { randomUUID } from 'node:crypto';
import type { NewsletterSubscription } from '@madar/shared';
import type { AuditStamp } from '@madar/shared/data';
import type { OutgoingMail } from '@madar/shared/mail';
import type { NewsletterStore, SignUpPolicy } from './newsletter.store';

export interface NewsletterStoreHarness {
  create(seed: readonly NewsletterSubscription[]): Promise<NewsletterStore>;
  close?(): Promise<void>;
}

const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}T12:00:00.000Z`;

export const subscriber = (
  email: string,
  n = 1,
  changes: Partial<NewsletterSubscription> = {},
): NewsletterSubscription => ({
  id: randomUUID(),
  email,
  status: 'pending',
  language: 'en',
  subscribedAt: day(n),
  confirmationSentAt: day(n),
  ...changes,
});

/** A sign-up policy that records the mails it was asked for (one per sign-up that sends). */
function policy(resendBefore: string) {
  const mailed: NewsletterSubscription[] = [];
  const rules: SignUpPolicy = {
    resendBefore,
    mails: (s) => {
      mailed.push(s);
      return Promise.resolve([] as OutgoingMail[]);
    },
  };
  return { rules, mailed };
}

const STAMP: AuditStamp = {
  actor: { id: 'staff-1', email: 'lead@madar.ly' },
  address: '127.0.0.1',
  at: day(20),
};
const ALL = { page: 1, pageSize: 50, sort: { field: 'subscribedAt', direction: 'asc' } } as const;

export function describeNewsletterStoreContract(name: string, harness: NewsletterStoreHarness): void {
  describe(`NewsletterStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('stores a new address as pending and asks for its mails once', async () => {
      const store = await harness.create([]);
      const { rules, mailed } = policy(day(1));
      const candidate = subscriber('amal@example.ly', 5, { language: 'ar' });
      expect(await store.signUp(candidate, rules)).toBe('created');
      expect(mailed).toEqual([candidate]);
      expect(await store.get(candidate.id)).toEqual(candidate);
      expect(await store.count()).toBe(1);
      expect(await store.count({ status: 'confirmed' })).toBe(0);
    });

    it('re-sends to a pending address after the interval, in the new language, keeping its id and first time', async () => {
      const first = subscriber('omar@example.ly', 1);
      const store = await harness.create([first]);

      const early = policy('2026-02-28T12:00:00.000Z');
      expect(await store.signUp(subscriber('omar@example.ly', 1), early.rules)).toBe('unchanged');
      expect(early.mailed).toEqual([]);

      const later = policy(day(3));
      expect(await store.signUp(subscriber('omar@example.ly', 4, { language: 'ar' }), later.rules)).toBe(
        'resent',
      );
      const expected = { ...first, language: 'ar', confirmationSentAt: day(4) };
      expect(later.mailed).toEqual([expected]);
      expect(await store.get(first.id)).toEqual(expected);
    });

    it('leaves a confirmed address alone, and takes an unsubscribed one back as pending', async () => {
      const confirmed = subscriber('c@example.ly', 1, { status: 'confirmed', confirmedAt: day(2) });
      const left = subscriber('u@example.ly', 1, { status: 'unsubscribed', unsubscribedAt: day(2) });
      const store = await harness.create([confirmed, left]);
      const { rules, mailed } = policy(day(9));
      expect(await store.signUp(subscriber('c@example.ly', 10), rules)).toBe('unchanged');
      expect(await store.signUp(subscriber('u@example.ly', 10), rules)).toBe('resent');
      expect(mailed.map((s) => s.email)).toEqual(['u@example.ly']);
      expect(await store.get(confirmed.id)).toEqual(confirmed);
      const { unsubscribedAt: _gone, ...kept } = left;
      expect(await store.get(left.id)).toEqual({ ...kept, status: 'pending', confirmationSentAt: day(10) });
    });

    it('keeps one subscriber and asks for one mail when the same new address signs up at once', async () => {
      const store = await harness.create([]);
      const { rules, mailed } = policy(day(1));
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () => store.signUp(subscriber('same@example.ly', 2), rules)),
      );
      expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
      expect(await store.count()).toBe(1);
      // PostgreSQL may render a mail for a sign-up that then finds the row taken; only one is stored.
      expect(mailed.length).toBeGreaterThanOrEqual(1);
    });

    it('stores nothing when the mails cannot be made', async () => {
      const store = await harness.create([]);
      const failing: SignUpPolicy = {
        resendBefore: day(1),
        mails: () => Promise.reject(new Error('render failed')),
      };
      await expect(store.signUp(subscriber('x@example.ly'), failing)).rejects.toThrow('render failed');
      expect(await store.count()).toBe(0);
    });

    it('moves a subscriber only from the given statuses, saying what it was', async () => {
      const pending = subscriber('p@example.ly');
      const store = await harness.create([pending]);

      expect(await store.transition(pending.id, 'confirmed', ['pending'], day(3))).toEqual({
        previous: 'pending',
        subscription: { ...pending, status: 'confirmed', confirmedAt: day(3) },
      });
      // A second confirmation changes nothing.
      expect(await store.transition(pending.id, 'confirmed', ['pending'], day(4))).toEqual({
        previous: 'confirmed',
        subscription: { ...pending, status: 'confirmed', confirmedAt: day(3) },
      });
      expect(await store.count({ status: 'confirmed' })).toBe(1);

      const left = await store.transition(pending.id, 'unsubscribed', ['pending', 'confirmed'], day(5));
      expect(left?.subscription).toMatchObject({
        status: 'unsubscribed',
        confirmedAt: day(3),
        unsubscribedAt: day(5),
      });
      const again = await store.transition(pending.id, 'unsubscribed', ['pending', 'confirmed'], day(6));
      expect(again).toMatchObject({ previous: 'unsubscribed', subscription: { unsubscribedAt: day(5) } });
      expect(await store.count({ status: 'confirmed' })).toBe(0);

      expect(await store.transition(randomUUID(), 'confirmed', ['pending'], day(3))).toBeUndefined();
      expect(await store.transition('not-an-id', 'confirmed', ['pending'], day(3))).toBeUndefined();
    });

    it('lists a page filtered by status and searched by address, in the asked order', async () => {
      const store = await harness.create([
        subscriber('b.reader@example.ly', 2, { status: 'confirmed', confirmedAt: day(2) }),
        subscriber('a.reader@example.ly', 1),
        subscriber('c.other@sahara.ly', 3, { status: 'unsubscribed', unsubscribedAt: day(4) }),
      ]);
      const emails = async (query: Partial<Parameters<NewsletterStore['list']>[0]>) =>
        (await store.list({ ...ALL, ...query })).items.map((s) => s.email);

      expect(await emails({})).toEqual(['a.reader@example.ly', 'b.reader@example.ly', 'c.other@sahara.ly']);
      expect(await emails({ sort: { field: 'email', direction: 'desc' } })).toEqual([
        'c.other@sahara.ly',
        'b.reader@example.ly',
        'a.reader@example.ly',
      ]);
      expect(await emails({ status: 'pending' })).toEqual(['a.reader@example.ly']);
      expect(await emails({ search: 'READER' })).toEqual(['a.reader@example.ly', 'b.reader@example.ly']);
      const page = await store.list({ ...ALL, pageSize: 2, page: 2 });
      expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page.items.map((s) => s.email)).toEqual(['c.other@sahara.ly']);
    });

    it('deletes a subscriber by id, once', async () => {
      const one = subscriber('gone@example.ly');
      const store = await harness.create([one, subscriber('kept@example.ly')]);
      expect(await store.delete(one.id, STAMP)).toBe(true);
      expect(await store.delete(one.id, STAMP)).toBe(false);
      expect(await store.delete('not-an-id')).toBe(false);
      expect(await store.get(one.id)).toBeUndefined();
      expect(await store.count()).toBe(1);
    });

    it('counts by status and by sign-up time', async () => {
      const store = await harness.create([
        subscriber('a@example.ly', 1, { status: 'confirmed', confirmedAt: day(1) }),
        subscriber('b@example.ly', 3, { status: 'confirmed', confirmedAt: day(3) }),
        subscriber('c@example.ly', 4),
      ]);
      expect(await store.count({ status: 'confirmed' })).toBe(2);
      expect(await store.count({ from: new Date(day(2)) })).toBe(2);
      expect(await store.count({ status: 'confirmed', to: new Date(day(2)) })).toBe(1);
    });
  });
}

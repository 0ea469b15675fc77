import { FixedClock } from '@madar/shared/nest';
import { createSeedSubscriptions } from './newsletter.seed';
import { normalizeEmail, NewsletterService } from './newsletter.service';
import { InMemoryNewsletterStore } from './newsletter.store';

const NOW = new Date('2026-05-10T08:00:00.000Z');

describe('NewsletterService', () => {
  it('signs an address up once, however it is cased or padded, keeping the first time', () => {
    const clock = new FixedClock(NOW);
    const store = new InMemoryNewsletterStore();
    const addIfAbsent = jest.spyOn(store, 'addIfAbsent');
    const service = new NewsletterService(store, clock);

    expect(service.subscribe('Amal@Example.LY')).toEqual({ success: true, subscribed: true });
    clock.set(new Date(NOW.getTime() + 60_000));
    expect(service.subscribe('  amal@example.ly ')).toEqual({ success: true, subscribed: true });

    expect(service.count()).toEqual({ total: 1 });
    expect(addIfAbsent.mock.results.map((r) => r.value as boolean)).toEqual([true, false]);
    expect(addIfAbsent).toHaveBeenNthCalledWith(1, {
      email: 'amal@example.ly',
      subscribedAt: NOW.toISOString(),
    });
  });

  it('counts distinct addresses', () => {
    const service = new NewsletterService(
      new InMemoryNewsletterStore(createSeedSubscriptions(NOW)),
      new FixedClock(NOW),
    );
    const seeded = service.count().total;
    service.subscribe('new.reader@example.ly');
    expect(service.count()).toEqual({ total: seeded + 1 });
  });

  it('normalises an address by trimming and lower-casing it', () => {
    expect(normalizeEmail(' Salma.BenAli@Leptis-Eng.LY ')).toBe('salma.benali@leptis-eng.ly');
  });
});

describe('seed newsletter subscriptions', () => {
  it('holds distinct, normalised addresses from the last 60 days', () => {
    const seeds = createSeedSubscriptions(NOW);
    expect(seeds.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seeds.map((s) => s.email)).size).toBe(seeds.length);
    for (const { email, subscribedAt } of seeds) {
      expect(email).toBe(normalizeEmail(email));
      const age = (NOW.getTime() - Date.parse(subscribedAt)) / 86_400_000;
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(60);
    }
  });
});

import { FixedClock } from '@madar/shared/nest';
import { createSeedSubscriptions } from './newsletter.seed';
import { normalizeEmail, NewsletterService } from './newsletter.service';
import { InMemoryNewsletterStore } from './newsletter.store';

const NOW = new Date('2026-05-10T08:00:00.000Z');

describe('NewsletterService', () => {
  it('signs an address up once, however it is cased or padded, keeping the first time', async () => {
    const clock = new FixedClock(NOW);
    const store = new InMemoryNewsletterStore();
    const create = jest.spyOn(store, 'create');
    const service = new NewsletterService(store, clock);

    expect(await service.subscribe('Amal@Example.LY')).toEqual({ success: true, subscribed: true });
    clock.set(new Date(NOW.getTime() + 60_000));
    expect(await service.subscribe('  amal@example.ly ')).toEqual({ success: true, subscribed: true });

    expect(await service.count()).toEqual({ total: 1 });
    expect(await Promise.all(create.mock.results.map((r) => r.value as Promise<boolean>))).toEqual([
      true,
      false,
    ]);
    expect(create).toHaveBeenNthCalledWith(1, {
      email: 'amal@example.ly',
      subscribedAt: NOW.toISOString(),
    });
  });

  it('counts distinct addresses', async () => {
    const service = new NewsletterService(
      new InMemoryNewsletterStore(createSeedSubscriptions(NOW)),
      new FixedClock(NOW),
    );
    const seeded = (await service.count()).total;
    await service.subscribe('new.reader@example.ly');
    expect(await service.count()).toEqual({ total: seeded + 1 });
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

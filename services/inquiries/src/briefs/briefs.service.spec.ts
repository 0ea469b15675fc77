import { FixedClock } from '@madar/shared/nest';
import { createSeedBriefs } from './briefs.seed';
import { BriefsService } from './briefs.service';
import { InMemoryBriefsStore } from './briefs.store';
import type { CreateBriefDto } from './dto/create-brief.dto';

const NOW = new Date('2026-03-01T09:30:00.000Z');
const DAY_MS = 86_400_000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

const input = (companyName = 'Tripoli Data Systems'): CreateBriefDto => ({
  companyName,
  industry: 'Banking',
  contactName: 'Amal Shebani',
  email: 'amal@example.ly',
  projectType: 'software-development',
  description: 'A mobile banking app.',
  goals: 'Launch this year.',
});

const setup = (seed = createSeedBriefs(NOW)) => {
  const store = new InMemoryBriefsStore(seed);
  const clock = new FixedClock(NOW);
  return { store, clock, service: new BriefsService(store, clock) };
};

describe('BriefsService', () => {
  it('stores a submission as a new brief stamped by the clock, without empty optional keys', () => {
    const { store, service } = setup([]);

    const result = service.submit({ ...input(), budget: 'small' });

    expect(result).toEqual({ success: true, id: expect.any(String) });
    const stored = store.get(result.id);
    expect(stored).toEqual({
      ...input(),
      budget: 'small',
      id: result.id,
      status: 'new',
      submittedAt: NOW.toISOString(),
    });
    expect(Object.keys(stored!)).not.toContain('phone');
  });

  it('gives every submission its own id', () => {
    const { service } = setup([]);
    expect(service.submit(input()).id).not.toBe(service.submit(input()).id);
  });

  it('lists briefs newest first', () => {
    const { service, clock } = setup();
    clock.set(new Date(NOW.getTime() + DAY_MS));
    const { id } = service.submit(input());

    const listed = service.list();
    expect(listed[0]?.id).toBe(id);
    const times = listed.map((b) => b.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('sets any status from any other and keeps it', () => {
    const { service } = setup([]);
    const { id } = service.submit(input());

    for (const status of ['completed', 'new', 'rejected', 'in-progress'] as const) {
      expect(service.setStatus(id, status)).toMatchObject({ id, status });
      expect(service.list()[0]?.status).toBe(status);
    }
  });

  it('deletes a brief, and refuses an unknown id with BRIEF.NOT_FOUND', () => {
    const { service } = setup([]);
    const { id } = service.submit(input());

    service.remove(id);
    expect(service.list()).toEqual([]);
    for (const act of [() => service.remove(id), () => service.setStatus(id, 'completed')]) {
      expect(act).toThrow(expect.objectContaining({ code: 'BRIEF.NOT_FOUND', message: 'Brief not found' }));
    }
  });

  it('compares briefs of the last 30 days with the 30 before, by the clock', () => {
    const { service, store } = setup([]);
    const at = (id: string, days: number) =>
      store.add({
        ...input(id),
        id,
        status: 'new',
        submittedAt: daysBefore(days).toISOString(),
      });
    [1, 10, 29.9].forEach((d, i) => at(`recent-${i}`, d));
    [30, 45].forEach((d, i) => at(`previous-${i}`, d));
    at('older', 75);

    expect(service.stats()).toEqual({ total: 6, change: 50, isPositive: true });
  });

  it('lists arrivals as activity, newest first, at most the limit', () => {
    const { service, clock } = setup();
    clock.set(new Date(NOW.getTime() + 60_000));
    const { id } = service.submit({ ...input('شركة المدار الجديد'), contactName: 'سالم الترهوني' });

    const items = service.activity(3);
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      id,
      type: 'client_brief',
      action: 'submitted',
      title: { en: 'شركة المدار الجديد', ar: 'شركة المدار الجديد' },
      description: { en: 'سالم الترهوني', ar: 'سالم الترهوني' },
      timestamp: new Date(NOW.getTime() + 60_000).toISOString(),
    });
    const times = items.map((item) => item.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(service.activity()).toHaveLength(5);
  });
});

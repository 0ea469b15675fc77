import { FakeStaffDirectory, LeadAssignees } from '@madar/shared/follow-up';
import { InMemoryAuditLog } from '@madar/shared/data';
import { type AuditSource, FixedClock } from '@madar/shared/nest';
import { TEST_MAIL_SETTINGS } from '@madar/shared/mail';
import { createSeedBriefs } from './briefs.seed';
import { BriefsService } from './briefs.service';
import { InMemoryBriefsStore } from './briefs.store';
import type { BriefListQuery } from './briefs.store';
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

const BY: AuditSource = { actor: { id: 'owner-1', email: 'owner@madar.ly' }, address: '203.0.113.7' };

const setup = (seed = createSeedBriefs(NOW)) => {
  const audit = new InMemoryAuditLog();
  const store = new InMemoryBriefsStore(seed, undefined, audit);
  const clock = new FixedClock(NOW);
  return {
    store,
    clock,
    audit,
    service: new BriefsService(
      store,
      clock,
      audit,
      TEST_MAIL_SETTINGS,
      new LeadAssignees(new FakeStaffDirectory()),
    ),
  };
};

const newest = (overrides: Partial<BriefListQuery> = {}): BriefListQuery => ({
  page: 1,
  pageSize: 100,
  sort: { field: 'submittedAt', direction: 'desc' },
  ...overrides,
});

describe('BriefsService', () => {
  it('stores a submission as a new brief stamped by the clock, without empty optional keys', async () => {
    const { store, service } = setup([]);

    const result = await service.submit({ ...input(), budget: 'small' });

    expect(result).toEqual({ success: true, id: expect.any(String) });
    const stored = await store.get(result.id);
    expect(stored).toEqual({
      ...input(),
      budget: 'small',
      id: result.id,
      status: 'new',
      submittedAt: NOW.toISOString(),
      language: 'en',
    });
    expect(Object.keys(stored!)).not.toContain('phone');
  });

  it('gives every submission its own id', async () => {
    const { service } = setup([]);
    expect((await service.submit(input())).id).not.toBe((await service.submit(input())).id);
  });

  it('answers a submission only once the store has it: a refused store write is no success', async () => {
    const { store, service } = setup([]);
    jest.spyOn(store, 'create').mockRejectedValueOnce(new Error('database down'));
    await expect(service.submit(input())).rejects.toThrow('database down');
    expect(await store.count()).toBe(0);
  });

  it('lists briefs a page at a time, newest first', async () => {
    const { service, clock } = setup();
    clock.set(new Date(NOW.getTime() + DAY_MS));
    const { id } = await service.submit(input());

    const listed = await service.list(newest(), 'token');
    expect(listed.items[0]?.id).toBe(id);
    const times = listed.items.map((b) => b.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(listed.total).toBe(createSeedBriefs(NOW).length + 1);
    expect((await service.list(newest({ pageSize: 2 }), 'token')).items).toHaveLength(2);
  });

  it('yields every matching brief for the export, past one page', async () => {
    const { service } = setup([]);
    for (let i = 0; i < 7; i += 1) await service.submit(input(`Company ${i}`));
    const seen: string[] = [];
    for await (const brief of service.every({ sort: { field: 'companyName', direction: 'asc' } })) {
      seen.push(brief.companyName);
    }
    expect(seen).toEqual(Array.from({ length: 7 }, (_, i) => `Company ${i}`));
  });

  it('sets any status from any other and keeps it', async () => {
    const { service } = setup([]);
    const { id } = await service.submit(input());

    for (const status of ['completed', 'new', 'rejected', 'in-progress'] as const) {
      expect(await service.setStatus(id, status, BY)).toMatchObject({ id, status });
      expect((await service.list(newest(), 'token')).items[0]?.status).toBe(status);
    }
  });

  it('deletes a brief, and refuses an unknown id with BRIEF.NOT_FOUND', async () => {
    const { service } = setup([]);
    const { id } = await service.submit(input());

    await service.remove(id, BY);
    expect((await service.list(newest(), 'token')).items).toEqual([]);
    for (const act of [() => service.remove(id, BY), () => service.setStatus(id, 'completed', BY)]) {
      await expect(act()).rejects.toEqual(
        expect.objectContaining({ code: 'BRIEF.NOT_FOUND', message: 'Brief not found' }),
      );
    }
  });

  it('compares briefs of the last 30 days with the 30 before, by the clock', async () => {
    const { service, store } = setup([]);
    let n = 0;
    const at = (days: number) =>
      store.create({
        ...input(),
        id: `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`,
        status: 'new',
        language: 'en',
        submittedAt: daysBefore(days).toISOString(),
      });
    for (const d of [1, 10, 29.9, 30, 45, 75]) await at(d);

    expect(await service.stats()).toEqual({ total: 6, change: 50, isPositive: true });
  });

  it('counts briefs per seven-day window for the chart, oldest window first', async () => {
    const { service, store } = setup([]);
    let n = 0;
    for (const d of [0, 1, 6.9, 7.5, 55.5, 60]) {
      await store.create({
        ...input(),
        id: `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`,
        status: 'new',
        language: 'en',
        submittedAt: daysBefore(d).toISOString(),
      });
    }
    const weeks = await service.weekly(8);
    expect(weeks.map((w) => w.count)).toEqual([1, 0, 0, 0, 0, 0, 1, 3]);
    expect(weeks[7]?.start).toBe(daysBefore(7).toISOString());
    expect(weeks[0]?.start).toBe(daysBefore(56).toISOString());
  });

  it('lists arrivals as activity, newest first, at most the limit', async () => {
    const { service, clock } = setup();
    clock.set(new Date(NOW.getTime() + 60_000));
    const { id } = await service.submit({ ...input('شركة المدار الجديد'), contactName: 'سالم الترهوني' });

    const items = await service.activity(3);
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      id,
      type: 'client_brief',
      action: 'submitted',
      title: { en: 'شركة المدار الجديد', ar: 'شركة المدار الجديد' },
      description: { en: 'سالم الترهوني', ar: 'سالم الترهوني' },
      timestamp: new Date(NOW.getTime() + 60_000).toISOString(),
      record: { kind: 'brief', id },
    });
    const times = items.map((item) => item.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(await service.activity()).toHaveLength(5);
  });
});

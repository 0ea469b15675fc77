/**
 * The dashboard's brief activity names the staff member behind each status change, from the service's
 * audit log, and no one for a visitor's submission.
 */
import { FakeStaffDirectory, LeadAssignees } from '@madar/shared/follow-up';
import { InMemoryAuditLog } from '@madar/shared/data';
import { type AuditSource, FixedClock } from '@madar/shared/nest';
import { TEST_MAIL_SETTINGS } from '@madar/shared/mail';
import { createSeedBriefs } from './briefs.seed';
import { BriefsService } from './briefs.service';
import { InMemoryBriefsStore } from './briefs.store';

const NOW = new Date('2026-03-01T09:30:00.000Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const SARA: AuditSource = { actor: { id: 'acc-sara', email: 'sara@madar.ly' }, address: '203.0.113.7' };

function setup() {
  const audit = new InMemoryAuditLog();
  const store = new InMemoryBriefsStore(createSeedBriefs(NOW), undefined, audit);
  const clock = new FixedClock(NOW);
  return {
    audit,
    clock,
    service: new BriefsService(
      store,
      clock,
      audit,
      TEST_MAIL_SETTINGS,
      new LeadAssignees(new FakeStaffDirectory()),
    ),
  };
}

async function submit(service: BriefsService, companyName: string): Promise<string> {
  const { id } = await service.submit({
    companyName,
    industry: 'Retail',
    contactName: 'Ali Ben Omran',
    email: 'ali@example.ly',
    projectType: 'consulting',
    description: 'An IT strategy for 12 shops.',
    goals: 'A plan within three months.',
  });
  return id;
}

describe('brief activity', () => {
  it('shows a staff member moving a brief to a status, with who did it, beside the unnamed arrival', async () => {
    const { clock, service } = setup();
    clock.set(minutes(1));
    const id = await submit(service, 'Tripoli Data Systems');
    clock.set(minutes(2));
    await service.setStatus(id, 'in-progress', SARA);

    const [moved, arrived] = await service.activity(2);
    expect(moved).toEqual({
      id: expect.stringMatching(new RegExp(`^${id}:status:`)) as unknown,
      type: 'client_brief',
      action: 'status-changed',
      title: { en: 'Tripoli Data Systems', ar: 'Tripoli Data Systems' },
      description: { en: 'Ali Ben Omran', ar: 'Ali Ben Omran' },
      timestamp: minutes(2).toISOString(),
      actor: { id: 'acc-sara', email: 'sara@madar.ly' },
      status: 'in-progress',
      record: { kind: 'brief', id },
    });
    expect(arrived).toMatchObject({ id, action: 'submitted', timestamp: minutes(1).toISOString() });
    expect(arrived).not.toHaveProperty('actor');
  });

  it('lists each change of a brief on its own, newest first, and none of a brief deleted since', async () => {
    const { clock, service } = setup();
    clock.set(minutes(1));
    const kept = await submit(service, 'Kept Co');
    const gone = await submit(service, 'Gone Co');
    clock.set(minutes(2));
    await service.setStatus(kept, 'in-progress', SARA);
    await service.setStatus(gone, 'rejected', SARA);
    clock.set(minutes(3));
    await service.setStatus(kept, 'completed', SARA);
    await service.remove(gone, SARA);

    const changes = (await service.activity(50)).filter((item) => item.action === 'status-changed');
    expect(changes.map((item) => [item.title.en, item.status])).toEqual([
      ['Kept Co', 'completed'],
      ['Kept Co', 'in-progress'],
    ]);
  });

  it('reads the log once per request, newest first, for at most `limit` status changes', async () => {
    const { audit, clock, service } = setup();
    const id = await submit(service, 'Busy Co');
    for (const [n, status] of (['in-progress', 'new', 'completed', 'new'] as const).entries()) {
      clock.set(minutes(n + 1));
      await service.setStatus(id, status, SARA);
    }
    const list = jest.spyOn(audit, 'list');

    const items = await service.activity(3);
    expect(items.map((item) => item.status)).toEqual(['new', 'completed', 'new']);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ entityType: 'brief', action: 'status', limit: 3 });
  });
});

import { FakeStaffDirectory, LeadAssignees } from '@madar/shared/follow-up';
import { FixedClock } from '@madar/shared/nest';
import { TEST_MAIL_SETTINGS } from '@madar/shared/mail';
import { createSeedMessages } from './contact.seed';
import { ContactService } from './contact.service';
import { type ContactListQuery, InMemoryContactStore } from './contact.store';

const NOW = new Date('2026-05-10T08:00:00.000Z');

const input = () => ({
  name: 'Nadia Elmagrahi',
  email: 'nadia@example.ly',
  subject: 'Site survey',
  message: 'Could you visit our office next week?',
});

const newest: ContactListQuery = { page: 1, pageSize: 100, sort: { field: 'receivedAt', direction: 'desc' } };

describe('ContactService', () => {
  it('stores a message stamped by the clock, without empty optional keys', async () => {
    const store = new InMemoryContactStore();
    const service = new ContactService(
      store,
      new FixedClock(NOW),
      TEST_MAIL_SETTINGS,
      new LeadAssignees(new FakeStaffDirectory()),
    );

    const result = await service.send(input());

    expect(result).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const { items } = await store.list(newest);
    expect(items).toEqual([
      { ...input(), id: result.id, receivedAt: NOW.toISOString(), status: 'new', language: 'en' },
    ]);
    expect(Object.keys(items[0]!)).not.toContain('phone');
  });

  it('keeps the phone when given', async () => {
    const service = new ContactService(
      new InMemoryContactStore(),
      new FixedClock(NOW),
      TEST_MAIL_SETTINGS,
      new LeadAssignees(new FakeStaffDirectory()),
    );
    await service.send({ ...input(), phone: '+218 91 000 1111' });
    expect((await service.list(newest, 'token')).items[0]).toMatchObject({ phone: '+218 91 000 1111' });
  });

  it('lists messages newest first with the total', async () => {
    const clock = new FixedClock(NOW);
    const service = new ContactService(
      new InMemoryContactStore(createSeedMessages(NOW)),
      clock,
      TEST_MAIL_SETTINGS,
      new LeadAssignees(new FakeStaffDirectory()),
    );
    clock.set(new Date(NOW.getTime() + 1000));
    const { id } = await service.send(input());

    const listed = await service.list(newest, 'token');
    expect(listed.items[0]?.id).toBe(id);
    expect(listed.total).toBe(createSeedMessages(NOW).length + 1);
    const times = listed.items.map((m) => m.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('counts messages per seven-day window, oldest first, the newest window ending now', async () => {
    const clock = new FixedClock(NOW);
    const service = new ContactService(
      new InMemoryContactStore(),
      clock,
      TEST_MAIL_SETTINGS,
      new LeadAssignees(new FakeStaffDirectory()),
    );
    await service.send(input());
    clock.set(new Date(NOW.getTime() + 8 * 86_400_000));
    const weeks = await service.weekly(2);
    expect(weeks.map((w) => w.count)).toEqual([1, 0]);
  });
});

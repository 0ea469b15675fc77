import { FixedClock } from '@madar/shared/nest';
import { ContactService } from './contact.service';
import { InMemoryContactStore } from './contact.store';
import { createSeedMessages } from './contact.seed';

const NOW = new Date('2026-05-10T08:00:00.000Z');

const input = () => ({
  name: 'Nadia Elmagrahi',
  email: 'nadia@example.ly',
  subject: 'Site survey',
  message: 'Could you visit our office next week?',
});

describe('ContactService', () => {
  it('stores a message stamped by the clock, without empty optional keys', () => {
    const store = new InMemoryContactStore();
    const service = new ContactService(store, new FixedClock(NOW));

    const result = service.send(input());

    expect(result).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(store.list()).toEqual([{ ...input(), id: result.id, receivedAt: NOW.toISOString() }]);
    expect(Object.keys(store.list()[0]!)).not.toContain('phone');
  });

  it('keeps the phone when given', () => {
    const service = new ContactService(new InMemoryContactStore(), new FixedClock(NOW));
    service.send({ ...input(), phone: '+218 91 000 1111' });
    expect(service.list()[0]).toMatchObject({ phone: '+218 91 000 1111' });
  });

  it('lists messages newest first', () => {
    const clock = new FixedClock(NOW);
    const service = new ContactService(new InMemoryContactStore(createSeedMessages(NOW)), clock);
    clock.set(new Date(NOW.getTime() + 1000));
    const { id } = service.send(input());

    const listed = service.list();
    expect(listed[0]?.id).toBe(id);
    const times = listed.map((m) => m.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('InMemoryContactStore', () => {
  it('hands out copies and refuses a second message with the same id', () => {
    const [first] = createSeedMessages(NOW);
    const store = new InMemoryContactStore([first!]);
    store.list()[0]!.subject = 'changed in a listing';

    expect(store.list()[0]?.subject).toBe(first!.subject);
    expect(() => store.add(first!)).toThrow(/already exists/);
  });
});

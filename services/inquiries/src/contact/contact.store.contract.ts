/** What every ContactStore promises, run against memory and PostgreSQL. */
import type { ContactMessage } from '@madar/shared';
import type { ContactListQuery, ContactStore } from './contact.store';

export interface ContactStoreHarness {
  create(seed: readonly ContactMessage[]): Promise<ContactStore>;
  close?(): Promise<void>;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const day = (n: number) => `2026-02-${String(n).padStart(2, '0')}T08:00:00.000Z`;

export const message = (n: number, overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: uuid(n),
  name: 'Nadia Elmagrahi',
  email: 'nadia@example.ly',
  subject: 'Site survey',
  message: 'Could you visit our office next week?',
  receivedAt: day(n),
  status: 'new',
  language: 'en',
  ...overrides,
});

const STAMP = {
  actor: { id: 'acc-1', email: 'omar@madar.example' },
  address: '10.0.0.1',
  at: '2026-03-01T09:00:00.000Z',
};
const SALWA = {
  id: '5a1e5000-0000-4000-8000-000000000001',
  name: 'Salwa',
  assignedAt: '2026-03-01T09:00:00.000Z',
};

const query = (overrides: Partial<ContactListQuery> = {}): ContactListQuery => ({
  page: 1,
  pageSize: 20,
  sort: { field: 'receivedAt', direction: 'desc' },
  ...overrides,
});

export function describeContactStoreContract(name: string, harness: ContactStoreHarness): void {
  describe(`ContactStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('creates, gets and deletes a message; the phone only when given', async () => {
      const store = await harness.create([]);
      const created = await store.create(message(1, { phone: '+218 91 000 1111' }));
      expect(created).toEqual(message(1, { phone: '+218 91 000 1111' }));
      await store.create(message(2));
      expect(Object.keys((await store.get(uuid(2)))!)).not.toContain('phone');
      expect(await store.delete(uuid(1))).toBe(true);
      expect(await store.delete(uuid(1))).toBe(false);
      expect(await store.get(uuid(1))).toBeUndefined();
      expect(await store.get('not-a-uuid')).toBeUndefined();
    });

    it('pages newest first, searches without case (Arabic too) and sorts by name', async () => {
      const store = await harness.create([
        message(1, { name: 'omar', subject: 'Fibre quote' }),
        message(2, { name: 'Basma', subject: 'عرض سعر للألياف' }),
        message(3, { name: 'Ali', message: 'Need a FIBRE link' }),
      ]);
      expect((await store.list(query({ pageSize: 2 }))).items.map((m) => m.id)).toEqual([uuid(3), uuid(2)]);
      expect((await store.list(query({ pageSize: 2, page: 2 }))).items.map((m) => m.id)).toEqual([uuid(1)]);
      expect((await store.list(query({ search: 'fibre' }))).items.map((m) => m.id)).toEqual([
        uuid(3),
        uuid(1),
      ]);
      // Arabic spelling is forgiven on both sides: the bare alef finds the hamza, as in memory.
      expect((await store.list(query({ search: 'للالياف' }))).items.map((m) => m.id)).toEqual([uuid(2)]);
      expect((await store.list(query({ search: 'عـــرض سِعر' }))).items.map((m) => m.id)).toEqual([uuid(2)]);
      expect((await store.list(query({ search: 'ألياف' }))).total).toBe(1);
      const byName = await store.list(query({ sort: { field: 'name', direction: 'asc' } }));
      expect(byName.items.map((m) => m.name)).toEqual(['Ali', 'Basma', 'omar']);
      expect(byName.total).toBe(3);
    });

    it('keeps a status: filters and sorts by it, changes it and deletes, unknown ids answered as such', async () => {
      const store = await harness.create([message(1), message(2, { status: 'closed' }), message(3)]);
      expect(await store.update(uuid(3), { status: 'in-progress' }, STAMP)).toMatchObject({
        id: uuid(3),
        status: 'in-progress',
      });
      expect(await store.update(uuid(9), { status: 'closed' }, STAMP)).toBeUndefined();
      expect((await store.list(query({ status: 'closed' }))).items.map((m) => m.id)).toEqual([uuid(2)]);
      const byStatus = await store.list(query({ sort: { field: 'status', direction: 'asc' } }));
      expect(byStatus.items.map((m) => m.status)).toEqual(['closed', 'in-progress', 'new']);
      expect(await store.delete(uuid(2), STAMP)).toBe(true);
      expect(await store.delete(uuid(2), STAMP)).toBe(false);
    });

    it('gives a message to someone and takes it back, filters by assignee, clears a departed one', async () => {
      const store = await harness.create([message(1), message(2), message(3)]);
      expect(await store.assign(uuid(1), SALWA, STAMP, [])).toEqual({ ...message(1), assignee: SALWA });
      await store.assign(uuid(2), SALWA, STAMP, []);
      expect(await store.assign(uuid(9), SALWA, STAMP, [])).toBeUndefined();
      const ids = async (assignee: string | null) =>
        (await store.list(query({ assignee }))).items.map((m) => m.id);
      expect(await ids(SALWA.id)).toEqual([uuid(2), uuid(1)]);
      expect(await ids(null)).toEqual([uuid(3)]);
      expect(await store.assign(uuid(2), undefined, STAMP, [])).toEqual(message(2));
      await store.unassign([SALWA.id]);
      expect(await ids(null)).toEqual([uuid(3), uuid(2), uuid(1)]);
    });

    it('counts messages in a half-open range', async () => {
      const store = await harness.create([message(1), message(2), message(3)]);
      expect(await store.count()).toBe(3);
      expect(await store.count({ from: new Date(day(2)), to: new Date(day(3)) })).toBe(1);
    });
  });
}

/**
 * What every BriefsStore promises, run unchanged against memory (briefs.store.spec.ts) and PostgreSQL
 * (briefs.pg-store.spec.ts).
 */
import type { ClientBrief } from '@madar/shared';
import type { BriefListQuery, BriefsStore } from './briefs.store';

export interface BriefsStoreHarness {
  /** A store holding exactly `seed`. */
  create(seed: readonly ClientBrief[]): Promise<BriefsStore>;
  close?(): Promise<void>;
}

export const brief = (id: string, overrides: Partial<ClientBrief> = {}): ClientBrief => ({
  id,
  companyName: 'Acme Libya',
  industry: 'Retail',
  contactName: 'Ali',
  email: 'ali@example.ly',
  projectType: 'consulting',
  description: 'Advice',
  goals: 'Growth',
  status: 'new',
  submittedAt: '2026-01-01T10:00:00.000Z',
  language: 'en',
  ...overrides,
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

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

const query = (overrides: Partial<BriefListQuery> = {}): BriefListQuery => ({
  page: 1,
  pageSize: 20,
  sort: { field: 'submittedAt', direction: 'desc' },
  ...overrides,
});

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`;

export function describeBriefsStoreContract(name: string, harness: BriefsStoreHarness): void {
  describe(`BriefsStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('creates, gets, updates and deletes a brief', async () => {
      const store = await harness.create([brief(uuid(1))]);
      const created = await store.create(brief(uuid(2), { phone: '+218 91 000 0000', budget: 'small' }));
      expect(created).toEqual(brief(uuid(2), { phone: '+218 91 000 0000', budget: 'small' }));

      expect(await store.get(uuid(2))).toEqual(created);
      expect(await store.update(uuid(2), { status: 'completed' })).toEqual({
        ...created,
        status: 'completed',
      });
      expect((await store.get(uuid(2)))?.status).toBe('completed');
      expect(await store.delete(uuid(1))).toBe(true);
      expect(await store.delete(uuid(1))).toBe(false);
      expect((await store.list(query())).items.map((b) => b.id)).toEqual([uuid(2)]);
    });

    it('answers undefined and false for an unknown id', async () => {
      const store = await harness.create([]);
      expect(await store.get(uuid(9))).toBeUndefined();
      expect(await store.update(uuid(9), { status: 'rejected' })).toBeUndefined();
      expect(await store.delete(uuid(9))).toBe(false);
    });

    it('refuses a second brief with the same id and keeps the first', async () => {
      const store = await harness.create([brief(uuid(1))]);
      await expect(store.create(brief(uuid(1), { companyName: 'Other' }))).rejects.toThrow();
      expect((await store.get(uuid(1)))?.companyName).toBe('Acme Libya');
    });

    it('hands out copies, so callers cannot change what is stored', async () => {
      const store = await harness.create([brief(uuid(1))]);
      const listed = (await store.list(query())).items[0]!;
      listed.companyName = 'changed in a listing';
      const got = (await store.get(uuid(1)))!;
      got.status = 'rejected';
      expect(await store.get(uuid(1))).toMatchObject({ companyName: 'Acme Libya', status: 'new' });
    });

    it('never changes the id or the arrival time on update', async () => {
      const store = await harness.create([brief(uuid(1))]);
      const changes = { id: uuid(2), submittedAt: day(20), status: 'in-progress' } as Partial<ClientBrief>;
      expect(await store.update(uuid(1), changes)).toMatchObject({ id: uuid(1), submittedAt: day(1) });
      expect(await store.get(uuid(2))).toBeUndefined();
    });

    it('pages newest first with the total of all matching briefs', async () => {
      const seed = Array.from({ length: 25 }, (_, i) => brief(uuid(i + 1), { submittedAt: day(i + 1) }));
      const store = await harness.create(seed);

      const first = await store.list(query({ pageSize: 10 }));
      expect(first.total).toBe(25);
      expect(first.page).toBe(1);
      expect(first.pageSize).toBe(10);
      expect(first.items.map((b) => b.id)).toEqual(Array.from({ length: 10 }, (_, i) => uuid(25 - i)));
      const last = await store.list(query({ pageSize: 10, page: 3 }));
      expect(last.items.map((b) => b.id)).toEqual([uuid(5), uuid(4), uuid(3), uuid(2), uuid(1)]);
      const beyond = await store.list(query({ pageSize: 10, page: 4 }));
      expect(beyond).toEqual({ items: [], total: 25, page: 4, pageSize: 10 });
    });

    it('filters by status and searches text without case, Arabic included', async () => {
      const store = await harness.create([
        brief(uuid(1), { companyName: 'Sahara Star Logistics', status: 'new', submittedAt: day(1) }),
        brief(uuid(2), { companyName: 'مستشفى الشفاء', industry: 'الرعاية الصحية', submittedAt: day(2) }),
        brief(uuid(3), { contactName: 'Amal SAHARAWI', status: 'completed', submittedAt: day(3) }),
        brief(uuid(4), { email: 'it@100%_sure.ly', status: 'completed', submittedAt: day(4) }),
      ]);
      const ids = async (q: Partial<BriefListQuery>) => (await store.list(query(q))).items.map((b) => b.id);

      expect(await ids({ search: 'sahara' })).toEqual([uuid(3), uuid(1)]);
      expect(await ids({ search: 'SAHARA', status: 'completed' })).toEqual([uuid(3)]);
      expect(await ids({ search: 'الشفاء' })).toEqual([uuid(2)]);
      expect(await ids({ search: 'الصحية' })).toEqual([uuid(2)]);
      expect(await ids({ status: 'completed' })).toEqual([uuid(4), uuid(3)]);
      // LIKE wildcards in the term are taken literally.
      expect(await ids({ search: '100%_' })).toEqual([uuid(4)]);
      expect(await ids({ search: '%' })).toEqual([uuid(4)]);
      expect((await store.list(query({ search: 'nobody' }))).total).toBe(0);
    });

    it('forgives Arabic spelling in the text and the term: hamza, taa marbuta, alef maqsura, marks, digits', async () => {
      const store = await harness.create([
        brief(uuid(1), {
          companyName: 'مستشفى الشفاء',
          description: 'ربط الألياف بين المباني',
          submittedAt: day(1),
        }),
        brief(uuid(2), { companyName: 'إدارة المياه', industry: 'الخدمات المُدارة', submittedAt: day(2) }),
        brief(uuid(3), { companyName: 'Madar NETWORK', phone: '091-2345678', submittedAt: day(3) }),
      ]);
      const ids = async (search: string) => (await store.list(query({ search }))).items.map((b) => b.id);

      expect(await ids('الالياف')).toEqual([uuid(1)]);
      expect(await ids('مستشفي')).toEqual([uuid(1)]);
      expect(await ids('اداره')).toEqual([uuid(2)]);
      expect(await ids('مـــدار')).toEqual([uuid(2)]);
      expect(await ids('إِدَارَة')).toEqual([uuid(2)]);
      expect(await ids('network')).toEqual([uuid(3)]);
      expect(await ids('٠٩١')).toEqual([uuid(3)]);
    });

    it('sorts by any allowed field either way, ties broken by id in the same direction', async () => {
      const store = await harness.create([
        brief(uuid(1), { companyName: 'beta', status: 'new', submittedAt: day(3) }),
        brief(uuid(2), { companyName: 'Alpha', status: 'rejected', submittedAt: day(1) }),
        brief(uuid(3), { companyName: 'gamma', status: 'new', submittedAt: day(2) }),
      ]);
      const ids = async (field: BriefListQuery['sort']['field'], direction: 'asc' | 'desc') =>
        (await store.list(query({ sort: { field, direction } }))).items.map((b) => b.id);

      expect(await ids('companyName', 'asc')).toEqual([uuid(2), uuid(1), uuid(3)]);
      expect(await ids('companyName', 'desc')).toEqual([uuid(3), uuid(1), uuid(2)]);
      expect(await ids('submittedAt', 'asc')).toEqual([uuid(2), uuid(3), uuid(1)]);
      expect(await ids('status', 'asc')).toEqual([uuid(1), uuid(3), uuid(2)]);
      // Ties break by id in the sort's own direction (one index serves both directions).
      expect(await ids('status', 'desc')).toEqual([uuid(2), uuid(3), uuid(1)]);
    });

    it('keeps every total right through creations, status changes and deletions', async () => {
      const store = await harness.create([brief(uuid(1)), brief(uuid(2), { status: 'completed' })]);
      await store.create(brief(uuid(3)));
      await store.update(uuid(1), { status: 'rejected' });
      await store.update(uuid(3), { status: 'new' });
      await store.delete(uuid(2));
      const total = async (q: Partial<BriefListQuery>) => (await store.list(query(q))).total;
      expect(await total({})).toBe(2);
      expect(await total({ status: 'new' })).toBe(1);
      expect(await total({ status: 'rejected' })).toBe(1);
      expect(await total({ status: 'completed' })).toBe(0);
      expect(await total({ status: 'in-progress' })).toBe(0);
      expect(await store.count()).toBe(2);
    });

    it('gives a brief to someone and takes it back, filters by assignee, clears a departed one', async () => {
      const store = await harness.create([
        brief(uuid(1), { submittedAt: day(1) }),
        brief(uuid(2), { submittedAt: day(2) }),
        brief(uuid(3), { submittedAt: day(3) }),
      ]);
      expect(await store.assign(uuid(1), SALWA, STAMP, [])).toEqual({
        ...brief(uuid(1), { submittedAt: day(1) }),
        assignee: SALWA,
      });
      await store.assign(uuid(2), SALWA, STAMP, []);
      expect(await store.assign(uuid(9), SALWA, STAMP, [])).toBeUndefined();
      const list = async (assignee: string | null) => store.list(query({ assignee }));
      expect((await list(SALWA.id)).items.map((b) => b.id)).toEqual([uuid(2), uuid(1)]);
      expect(await list(null)).toMatchObject({ total: 1, items: [{ id: uuid(3) }] });
      expect((await store.assign(uuid(2), undefined, STAMP, []))?.assignee).toBeUndefined();
      await store.unassign([SALWA.id]);
      expect((await list(null)).total).toBe(3);
    });

    it('counts briefs in a half-open time range', async () => {
      const store = await harness.create([
        brief(uuid(1), { submittedAt: day(1) }),
        brief(uuid(2), { submittedAt: day(2) }),
        brief(uuid(3), { submittedAt: day(3) }),
      ]);
      expect(await store.count()).toBe(3);
      expect(await store.count({ from: new Date(day(2)) })).toBe(2);
      expect(await store.count({ to: new Date(day(2)) })).toBe(1);
      expect(await store.count({ from: new Date(day(2)), to: new Date(day(3)) })).toBe(1);
    });
  });
}

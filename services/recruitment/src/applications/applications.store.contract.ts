/**
 * What every ApplicationsStore promises, run unchanged against memory (applications.store.spec.ts) and
 * PostgreSQL (applications.pg-store.spec.ts).
 */
import { application, applied, day, resume, type StoresHarness, uuid } from '../testing/stores.fixtures';
import type { ApplicationListQuery, NewApplication } from './applications.store';

const STAMP = {
  actor: { id: 'acc-1', email: 'omar@madar.example' },
  address: '10.0.0.1',
  at: '2026-03-01T09:00:00.000Z',
};
const RANIA = {
  id: '5a1e5000-0000-4000-8000-000000000003',
  name: 'Rania',
  assignedAt: '2026-03-01T09:00:00.000Z',
};

const query = (overrides: Partial<ApplicationListQuery> = {}): ApplicationListQuery => ({
  page: 1,
  pageSize: 20,
  sort: { field: 'submittedAt', direction: 'desc' },
  ...overrides,
});

export function describeApplicationsStoreContract(name: string, harness: StoresHarness): void {
  describe(`ApplicationsStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('creates with a resume, gets, changes the status of and deletes an application', async () => {
      const { applications } = await harness.create({ applications: [applied(uuid(1))] });
      const full: NewApplication = {
        ...application(uuid(2), { jobId: 'noc-technician' }),
        phone: '+218 91 000 0000',
        coverLetter: 'Hello',
        resumeFlags: ['pdf-open-action'],
      };
      const created = await applications.create(full, resume({ downloadName: 'سيرة.pdf' }));
      expect(created).toEqual({ ...full, resumeName: 'سيرة.pdf' });
      expect(await applications.get(uuid(2))).toEqual(created);

      expect(await applications.update(uuid(2), { status: 'interview' })).toEqual({
        ...created,
        status: 'interview',
      });
      expect(await applications.update(uuid(2), {})).toEqual({ ...created, status: 'interview' });
      expect(await applications.delete(uuid(1))).toBe(true);
      expect(await applications.delete(uuid(1))).toBe(false);
      expect((await applications.list(query())).items.map((a) => a.id)).toEqual([uuid(2)]);
    });

    it('leaves optional fields out when they were not given', async () => {
      const { applications } = await harness.create({ applications: [applied(uuid(1))] });
      const got = await applications.get(uuid(1));
      expect(got).not.toHaveProperty('phone');
      expect(got).not.toHaveProperty('coverLetter');
      expect(got).not.toHaveProperty('resumeFlags');
      expect(got?.jobId).toBeNull();
    });

    it('answers undefined and false for an unknown or malformed id', async () => {
      const { applications } = await harness.create();
      for (const id of [uuid(9), 'stats', 'not-a-uuid', '../x', 'nul\u0000']) {
        expect(await applications.get(id)).toBeUndefined();
        expect(await applications.update(id, { status: 'rejected' })).toBeUndefined();
        expect(await applications.delete(id)).toBe(false);
      }
    });

    it('refuses a second application with the same id and keeps the first', async () => {
      const { applications } = await harness.create({ applications: [applied(uuid(1))] });
      await expect(applications.create(application(uuid(1), { name: 'Other' }), resume())).rejects.toThrow();
      expect((await applications.get(uuid(1)))?.name).toBe('Nour Al-Huni');
      expect(await applications.count()).toBe(1);
    });

    it('hands out copies, so callers cannot change what is stored', async () => {
      const { applications } = await harness.create({ applications: [applied(uuid(1))] });
      (await applications.list(query())).items[0]!.name = 'changed in a listing';
      (await applications.get(uuid(1)))!.status = 'accepted';
      expect(await applications.get(uuid(1))).toMatchObject({ name: 'Nour Al-Huni', status: 'new' });
    });

    it('pages newest first with the total of all matching applications', async () => {
      const seed = Array.from({ length: 25 }, (_, i) => applied(uuid(i + 1), { submittedAt: day(i + 1) }));
      const { applications } = await harness.create({ applications: seed });

      const first = await applications.list(query({ pageSize: 10 }));
      expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10 });
      expect(first.items.map((a) => a.id)).toEqual(Array.from({ length: 10 }, (_, i) => uuid(25 - i)));
      const last = await applications.list(query({ pageSize: 10, page: 3 }));
      expect(last.items.map((a) => a.id)).toEqual([uuid(5), uuid(4), uuid(3), uuid(2), uuid(1)]);
      expect(await applications.list(query({ pageSize: 10, page: 4 }))).toEqual({
        items: [],
        total: 25,
        page: 4,
        pageSize: 10,
      });
    });

    it('filters by job and status, and searches name, email, position and phone without case', async () => {
      const { applications } = await harness.create({
        applications: [
          applied(uuid(1), { name: 'Salma Ben Omran', jobId: 'dev', submittedAt: day(1) }),
          applied(uuid(2), { name: 'هدى الترهوني', position: 'مهندسة خدمات سحابية', submittedAt: day(2) }),
          applied(uuid(3), {
            email: 'OMAR@example.ly',
            status: 'interview',
            jobId: 'dev',
            submittedAt: day(3),
          }),
          applied(uuid(4), { phone: '+218 92 310 8877', status: 'interview', submittedAt: day(4) }),
          applied(uuid(5), { position: '100%_remote', experience: 'omar knows', submittedAt: day(5) }),
        ],
      });
      const ids = async (q: Partial<ApplicationListQuery>) =>
        (await applications.list(query(q))).items.map((a) => a.id);

      expect(await ids({ jobId: 'dev' })).toEqual([uuid(3), uuid(1)]);
      expect(await ids({ jobId: 'nobody-applied' })).toEqual([]);
      expect(await ids({ status: 'interview' })).toEqual([uuid(4), uuid(3)]);
      expect(await ids({ jobId: 'dev', status: 'interview' })).toEqual([uuid(3)]);
      expect(await ids({ search: 'SALMA' })).toEqual([uuid(1)]);
      // The experience is not searched: only the email matches.
      expect(await ids({ search: 'omar' })).toEqual([uuid(3)]);
      expect(await ids({ search: 'الترهوني' })).toEqual([uuid(2)]);
      expect(await ids({ search: 'سحابية' })).toEqual([uuid(2)]);
      expect(await ids({ search: '310 8877' })).toEqual([uuid(4)]);
      expect(await ids({ search: '100%_' })).toEqual([uuid(5)]);
      // Arabic spelling and digits are forgiven on both sides, as in memory.
      expect(await ids({ search: 'هُدى' })).toEqual([uuid(2)]);
      expect(await ids({ search: 'مهندسه' })).toEqual([uuid(2)]);
      expect(await ids({ search: 'سحـــابية' })).toEqual([uuid(2)]);
      expect(await ids({ search: '٣١٠ ٨٨٧٧' })).toEqual([uuid(4)]);
      expect(await ids({ search: 'omar', status: 'interview', jobId: 'dev' })).toEqual([uuid(3)]);
      expect((await applications.list(query({ search: 'nobody' }))).total).toBe(0);
    });

    it('sorts by any allowed field either way, ties broken by id in the same direction', async () => {
      const { applications } = await harness.create({
        applications: [
          applied(uuid(1), { name: 'beta', position: 'Zeta', status: 'new', submittedAt: day(3) }),
          applied(uuid(2), { name: 'Alpha', position: 'eta', status: 'rejected', submittedAt: day(1) }),
          applied(uuid(3), { name: 'gamma', position: 'Eta', status: 'new', submittedAt: day(2) }),
        ],
      });
      const ids = async (field: ApplicationListQuery['sort']['field'], direction: 'asc' | 'desc') =>
        (await applications.list(query({ sort: { field, direction } }))).items.map((a) => a.id);

      expect(await ids('name', 'asc')).toEqual([uuid(2), uuid(1), uuid(3)]);
      expect(await ids('name', 'desc')).toEqual([uuid(3), uuid(1), uuid(2)]);
      expect(await ids('position', 'asc')).toEqual([uuid(2), uuid(3), uuid(1)]);
      expect(await ids('submittedAt', 'asc')).toEqual([uuid(2), uuid(3), uuid(1)]);
      expect(await ids('status', 'asc')).toEqual([uuid(1), uuid(3), uuid(2)]);
      expect(await ids('status', 'desc')).toEqual([uuid(2), uuid(3), uuid(1)]);
    });

    it('keeps the language it was sent in', async () => {
      const { applications } = await harness.create({ applications: [applied(uuid(1), { language: 'ar' })] });
      await applications.create(application(uuid(2)), resume());
      expect((await applications.get(uuid(1)))?.language).toBe('ar');
      expect((await applications.get(uuid(2)))?.language).toBe('en');
      expect((await applications.list(query())).items.map((a) => a.language)).toEqual(['en', 'ar']);
    });

    it('gives an application to someone and takes it back, filters by assignee, clears a departed one', async () => {
      const { applications } = await harness.create({
        applications: [1, 2, 3].map((n) => applied(uuid(n), { submittedAt: day(n) })),
      });
      const first = await applications.get(uuid(1));
      expect(await applications.assign(uuid(1), RANIA, STAMP, [])).toEqual({ ...first, assignee: RANIA });
      expect(await applications.get(uuid(1))).toEqual({ ...first, assignee: RANIA });
      await applications.assign(uuid(2), RANIA, STAMP, []);
      for (const id of [uuid(9), 'not-a-uuid']) {
        expect(await applications.assign(id, RANIA, STAMP, [])).toBeUndefined();
      }
      const list = (assignee: string | null) => applications.list(query({ assignee }));
      expect((await list(RANIA.id)).items.map((a) => a.id)).toEqual([uuid(2), uuid(1)]);
      expect(await list(null)).toMatchObject({ total: 1, items: [{ id: uuid(3) }] });
      // A status change keeps the assignee.
      expect(await applications.update(uuid(1), { status: 'interview' })).toMatchObject({ assignee: RANIA });

      expect((await applications.assign(uuid(2), undefined, STAMP, []))?.assignee).toBeUndefined();
      await applications.unassign([RANIA.id]);
      expect((await list(null)).total).toBe(3);
      expect((await list(RANIA.id)).total).toBe(0);
    });

    it('counts applications in a half-open time range', async () => {
      const { applications } = await harness.create({
        applications: [1, 2, 3].map((n) => applied(uuid(n), { submittedAt: day(n) })),
      });
      expect(await applications.count()).toBe(3);
      expect(await applications.count({ from: new Date(day(2)) })).toBe(2);
      expect(await applications.count({ to: new Date(day(2)) })).toBe(1);
      expect(await applications.count({ from: new Date(day(2)), to: new Date(day(3)) })).toBe(1);
    });
  });
}

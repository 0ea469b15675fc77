/**
 * What every JobsStore promises, run unchanged against memory (jobs.store.spec.ts) and PostgreSQL
 * (jobs.pg-store.spec.ts).
 */
import { applied, day, job, type StoresHarness, uuid } from '../testing/stores.fixtures';
import type { JobListQuery, JobRecord } from './jobs.store';

const query = (overrides: Partial<JobListQuery> = {}): JobListQuery => ({
  page: 1,
  pageSize: 20,
  sort: { field: 'createdAt', direction: 'desc' },
  ...overrides,
});

export function describeJobsStoreContract(name: string, harness: StoresHarness): void {
  describe(`JobsStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('creates, gets, updates and deletes a job, texts in both languages kept exactly', async () => {
      const { jobs } = await harness.create({ jobs: [job('first')] });
      const draft = job('second', { published: false, publishedAt: null });
      const created = await jobs.create(draft);
      expect(created).toEqual({ ...draft, applications: 0 });
      expect(await jobs.get('second')).toEqual(created);

      const changes = {
        title: { en: 'RF Planner', ar: 'مخطط ترددات' },
        requirements: [{ en: 'Radio', ar: 'راديو' }],
        published: true,
        publishedAt: day(5),
        updatedAt: day(5),
      };
      expect(await jobs.update('second', changes)).toEqual({ ...created, ...changes });
      expect(await jobs.get('second')).toEqual({ ...created, ...changes });
      expect(await jobs.delete('first')).toBe(true);
      expect(await jobs.delete('first')).toBe(false);
      expect((await jobs.list(query())).items.map((j) => j.id)).toEqual(['second']);
    });

    it('keeps the closing date as the same calendar day, changes and clears it', async () => {
      const { jobs } = await harness.create({
        jobs: [job('dated', { closesAt: '2026-12-31' }), job('open')],
      });
      expect((await jobs.get('dated'))?.closesAt).toBe('2026-12-31');
      expect((await jobs.get('open'))?.closesAt).toBeNull();
      expect((await jobs.listPublished()).map((j) => [j.id, j.closesAt])).toEqual(
        expect.arrayContaining([
          ['dated', '2026-12-31'],
          ['open', null],
        ]),
      );

      expect((await jobs.update('open', { closesAt: '2027-01-01' }))?.closesAt).toBe('2027-01-01');
      // An update that leaves the date out keeps it; null clears it.
      expect((await jobs.update('dated', { published: false }))?.closesAt).toBe('2026-12-31');
      expect((await jobs.update('dated', { closesAt: null }))?.closesAt).toBeNull();
      expect((await jobs.list(query())).items.map((j) => [j.id, j.closesAt])).toEqual(
        expect.arrayContaining([
          ['dated', null],
          ['open', '2027-01-01'],
        ]),
      );
    });

    it('answers undefined and false for an unknown or malformed id', async () => {
      const { jobs } = await harness.create();
      for (const id of ['missing', uuid(9), '../x', 'a b', 'nul\u0000', 'x'.repeat(300)]) {
        expect(await jobs.get(id)).toBeUndefined();
        expect(await jobs.update(id, { published: true })).toBeUndefined();
        expect(await jobs.delete(id)).toBe(false);
      }
    });

    it('refuses a second job with the same id and keeps the first', async () => {
      const { jobs } = await harness.create({ jobs: [job('only')] });
      await expect(jobs.create(job('only', { title: { en: 'Other', ar: 'آخر' } }))).rejects.toThrow();
      expect((await jobs.get('only'))?.title.en).toBe('Network Engineer');
    });

    it('hands out copies, so callers cannot change what is stored', async () => {
      const { jobs } = await harness.create({ jobs: [job('only')] });
      const listed = (await jobs.list(query())).items[0]!;
      listed.title.en = 'changed in a listing';
      const got = (await jobs.get('only'))!;
      got.responsibilities[0]!.en = 'changed';
      (await jobs.listPublished())[0]!.published = false;
      expect(await jobs.get('only')).toMatchObject({
        title: { en: 'Network Engineer' },
        responsibilities: [{ en: 'Design' }, { en: 'Operate' }],
        published: true,
      });
    });

    it('never changes the id or the creation time on update', async () => {
      const { jobs } = await harness.create({ jobs: [job('only')] });
      const changes = { id: 'other', createdAt: day(20), published: false } as Partial<JobRecord>;
      expect(await jobs.update('only', changes)).toMatchObject({
        id: 'only',
        createdAt: day(1),
        published: false,
      });
      expect(await jobs.get('other')).toBeUndefined();
    });

    it("counts each job's applications, general ones and other jobs' left out, kept after the job goes", async () => {
      const { jobs, applications } = await harness.create({
        jobs: [job('busy'), job('quiet', { published: false, publishedAt: null })],
        applications: [
          applied(uuid(1), { jobId: 'busy' }),
          applied(uuid(2), { jobId: 'busy' }),
          applied(uuid(3)),
        ],
      });
      expect((await jobs.get('busy'))?.applications).toBe(2);
      expect((await jobs.listPublished()).map((j) => [j.id, j.applications])).toEqual([['busy', 2]]);
      const counts = (await jobs.list(query())).items.map((j) => [j.id, j.applications]);
      // Both created at once: the tie breaks by id, in the order's direction.
      expect(counts).toEqual([
        ['quiet', 0],
        ['busy', 2],
      ]);

      await applications.create(applied(uuid(4)).application, applied(uuid(4)).resume);
      await applications.create({ ...applied(uuid(5)).application, jobId: 'quiet' }, applied(uuid(5)).resume);
      await applications.delete(uuid(1));
      expect((await jobs.update('quiet', { published: true }))?.applications).toBe(1);
      expect((await jobs.get('busy'))?.applications).toBe(1);

      await jobs.delete('busy');
      expect((await applications.get(uuid(2)))?.jobId).toBe('busy');
      // A job created again under that id counts the applications that still name it.
      expect((await jobs.create(job('busy'))).applications).toBe(1);
    });

    it('lists published jobs only, newest publication first, ties by id', async () => {
      const { jobs } = await harness.create({
        jobs: [
          job('old', { publishedAt: day(2), createdAt: day(1) }),
          job('draft', { published: false, publishedAt: null, createdAt: day(9) }),
          job('new-b', { publishedAt: day(5), createdAt: day(1) }),
          job('new-a', { publishedAt: day(5), createdAt: day(3) }),
          job('retired', { published: false, publishedAt: day(8) }),
        ],
      });
      expect((await jobs.listPublished()).map((j) => j.id)).toEqual(['new-a', 'new-b', 'old']);
    });

    it('pages the admin list with the total, filtered by publication', async () => {
      const seed = Array.from({ length: 12 }, (_, i) =>
        job(`job-${String(i + 1).padStart(2, '0')}`, {
          createdAt: day(i + 1),
          ...(i % 3 === 0 && { published: false, publishedAt: null }),
        }),
      );
      const { jobs } = await harness.create({ jobs: seed });
      const ids = async (q: Partial<JobListQuery>) => (await jobs.list(query(q))).items.map((j) => j.id);

      const first = await jobs.list(query({ pageSize: 5 }));
      expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5 });
      expect(first.items.map((j) => j.id)).toEqual(['job-12', 'job-11', 'job-10', 'job-09', 'job-08']);
      expect(await ids({ pageSize: 5, page: 3 })).toEqual(['job-02', 'job-01']);
      expect(await jobs.list(query({ pageSize: 5, page: 4 }))).toEqual({
        items: [],
        total: 12,
        page: 4,
        pageSize: 5,
      });
      expect(await ids({ status: 'draft' })).toEqual(['job-10', 'job-07', 'job-04', 'job-01']);
      expect((await jobs.list(query({ status: 'published' }))).total).toBe(8);
    });

    it('searches title, department and location in both languages without case', async () => {
      const { jobs } = await harness.create({
        jobs: [
          job('noc', { title: { en: 'NOC Technician', ar: 'فني مركز عمليات الشبكة' }, createdAt: day(1) }),
          job('dev', { department: { en: 'Software', ar: 'البرمجيات' }, createdAt: day(2) }),
          job('east', { location: { en: 'Benghazi', ar: 'بنغازي' }, createdAt: day(3) }),
          job('odd', { title: { en: '100%_remote', ar: 'عن بعد' }, createdAt: day(4) }),
          job('desc', { description: { en: 'benghazi office', ar: 'مكتب' }, createdAt: day(5) }),
        ],
      });
      const ids = async (search: string, status?: JobListQuery['status']) =>
        (await jobs.list(query({ search, ...(status && { status }) }))).items.map((j) => j.id);

      expect(await ids('noc technician')).toEqual(['noc']);
      expect(await ids('عمليات')).toEqual(['noc']);
      expect(await ids('SOFTWARE')).toEqual(['dev']);
      expect(await ids('البرمجيات')).toEqual(['dev']);
      expect(await ids('benghazi')).toEqual(['east']);
      expect(await ids('بنغازي', 'published')).toEqual(['east']);
      expect(await ids('100%_')).toEqual(['odd']);
      expect(await ids('%')).toEqual(['odd']);
      expect(await ids('nowhere')).toEqual([]);
    });

    it('forgives Arabic spelling in the text and the term: hamza, taa marbuta, alef maqsura, marks', async () => {
      const { jobs } = await harness.create({
        jobs: [
          job('fibre', { title: { en: 'Fibre splicer', ar: 'فني لحام الألياف' }, createdAt: day(1) }),
          job('admin', { department: { en: 'Administration', ar: 'الإدارة' }, createdAt: day(2) }),
          job('south', { location: { en: 'Ghat', ar: 'مستشفى غات' }, createdAt: day(3) }),
        ],
      });
      const ids = async (search: string) => (await jobs.list(query({ search }))).items.map((j) => j.id);

      expect(await ids('الالياف')).toEqual(['fibre']);
      expect(await ids('الاداره')).toEqual(['admin']);
      expect(await ids('الإِدارة')).toEqual(['admin']);
      expect(await ids('مستشفي')).toEqual(['south']);
      expect(await ids('لحـــام')).toEqual(['fibre']);
      expect(await ids('ADMINISTRATION')).toEqual(['admin']);
    });

    it('sorts by creation, update and application count either way, ties by id in the same direction', async () => {
      const { jobs } = await harness.create({
        jobs: [
          job('a', { createdAt: day(3), updatedAt: day(4) }),
          job('b', { createdAt: day(1), updatedAt: day(9) }),
          job('c', { createdAt: day(2), updatedAt: day(2) }),
          job('d', { createdAt: day(5), updatedAt: day(1) }),
        ],
        applications: [
          applied(uuid(1), { jobId: 'c' }),
          applied(uuid(2), { jobId: 'c' }),
          applied(uuid(3), { jobId: 'b' }),
        ],
      });
      const ids = async (field: JobListQuery['sort']['field'], direction: 'asc' | 'desc') =>
        (await jobs.list(query({ sort: { field, direction } }))).items.map((j) => j.id);

      expect(await ids('createdAt', 'asc')).toEqual(['b', 'c', 'a', 'd']);
      expect(await ids('createdAt', 'desc')).toEqual(['d', 'a', 'c', 'b']);
      expect(await ids('updatedAt', 'desc')).toEqual(['b', 'a', 'c', 'd']);
      expect(await ids('applications', 'desc')).toEqual(['c', 'b', 'd', 'a']);
      expect(await ids('applications', 'asc')).toEqual(['a', 'd', 'b', 'c']);
    });
  });
}

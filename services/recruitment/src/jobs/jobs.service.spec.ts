import { AppError, type AuditSource, FixedClock } from '@madar/shared/nest';
import { memoryStores } from '../database/stores';
import { applied, job as record, uuid } from '../testing/stores.fixtures';
import type { CreateJobDto } from './dto/create-job.dto';
import { JobsService } from './jobs.service';
import type { JobListQuery } from './jobs.store';

const BY: AuditSource = { actor: { id: 'owner-1', email: 'owner@madar.ly' }, address: '203.0.113.7' };

const job = (id: string, publishedAt: string | null, createdAt = '2026-01-01T00:00:00.000Z') =>
  record(id, { published: publishedAt !== null, publishedAt, createdAt, updatedAt: createdAt });

const SEED = [
  job('older', '2026-03-01T08:00:00.000Z'),
  job('draft', null, '2026-04-01T08:00:00.000Z'),
  job('newest', '2026-05-01T08:00:00.000Z'),
  job('old-draft', null, '2026-02-01T08:00:00.000Z'),
];

const INPUT: CreateJobDto = {
  title: { en: 'Radio Planner', ar: 'مخطط شبكات راديوية' },
  department: { en: 'Telecommunications', ar: 'الاتصالات' },
  location: { en: 'Benghazi', ar: 'بنغازي' },
  type: { en: 'Full-time', ar: 'دوام كامل' },
  description: { en: 'Plan radio sites.', ar: 'تخطيط المواقع الراديوية.' },
  responsibilities: [{ en: 'Plan coverage', ar: 'تخطيط التغطية' }],
  requirements: [{ en: 'Radio planning', ar: 'التخطيط الراديوي' }],
  published: false,
};

const ALL: JobListQuery = { page: 1, pageSize: 20, sort: { field: 'createdAt', direction: 'desc' } };

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('JobsService', () => {
  const T0 = new Date('2026-06-01T10:00:00.000Z');
  let clock: FixedClock;
  let service: JobsService;
  const adminIds = async () => (await service.list(ALL)).items.map((j) => j.id);

  beforeEach(() => {
    clock = new FixedClock(T0);
    const { jobs } = memoryStores({
      jobs: SEED,
      applications: [
        applied(uuid(1), { jobId: 'older' }),
        applied(uuid(2), { jobId: 'older' }),
        applied(uuid(3), { jobId: null }),
        applied(uuid(4), { jobId: 'gone' }),
      ],
    });
    service = new JobsService(jobs, clock);
  });

  it('lists published jobs only, newest first, for the public', async () => {
    expect((await service.listPublished()).map((j) => j.id)).toEqual(['newest', 'older']);
  });

  it('lists drafts too for the admin, newest created first by default', async () => {
    // 'older' and 'newest' were created at once: ties break by id in the order's direction.
    expect(await adminIds()).toEqual(['draft', 'old-draft', 'older', 'newest']);
  });

  it('counts the applications of each job', async () => {
    const counts = Object.fromEntries((await service.list(ALL)).items.map((j) => [j.id, j.applications]));

    expect(counts).toEqual({ newest: 0, draft: 0, older: 2, 'old-draft': 0 });
    expect((await service.findPublished('older')).applications).toBe(2);
  });

  it.each(['draft', 'missing'])('answers %s with 404 JOB.NOT_FOUND', async (id) => {
    const error = await rejection(service.findPublished(id));

    expect(error.getStatus()).toBe(404);
    expect(error.getResponse()).toMatchObject({ code: 'JOB.NOT_FOUND', message: 'Job not found' });
  });

  it('tells which jobs are open to applicants, a published one until its closing day is over in Tripoli', async () => {
    const availability = () =>
      Promise.all(['older', 'draft', 'missing'].map((id) => service.availability(id)));
    expect(await availability()).toEqual(['open', 'unknown', 'unknown']);

    await service.update('older', { closesAt: '2026-06-01' }, BY);
    clock.set(new Date('2026-06-01T21:59:59.000Z'));
    expect(await availability()).toEqual(['open', 'unknown', 'unknown']);
    clock.set(new Date('2026-06-01T22:00:00.000Z'));
    expect(await availability()).toEqual(['closed', 'unknown', 'unknown']);
  });

  it('shows the admin any job, drafts included, and 404 for an unknown id', async () => {
    expect((await service.find('draft')).published).toBe(false);
    expect((await rejection(service.find('missing'))).getStatus()).toBe(404);
  });

  it('creates a job closing today or later, and none closing before today in Tripoli', async () => {
    // 2026-06-01T23:00Z is already 2 June in Tripoli.
    clock.set(new Date('2026-06-01T23:00:00.000Z'));
    expect((await service.create({ ...INPUT, closesAt: '2026-06-02' }, BY)).closesAt).toBe('2026-06-02');
    expect((await service.create(INPUT, BY)).closesAt).toBeNull();
    const before = await adminIds();

    const error = await rejection(service.create({ ...INPUT, closesAt: '2026-06-01' }, BY));

    expect(error.getStatus()).toBe(400);
    expect(error.getResponse()).toMatchObject({
      code: 'VALIDATION.FAILED',
      details: [{ field: 'closesAt', rule: 'notBeforeToday', params: { today: '2026-06-02' } }],
    });
    expect(await adminIds()).toEqual(before);
  });

  it('lets an edit set a past closing date, to close an opening early, or clear it with null', async () => {
    expect((await service.update('older', { closesAt: '2026-05-01' }, BY)).closesAt).toBe('2026-05-01');
    expect(await service.availability('older')).toBe('closed');
    expect((await service.update('older', { title: { en: 'Typo fixed', ar: 'تصحيح' } }, BY)).closesAt).toBe(
      '2026-05-01',
    );
    expect((await service.update('older', { closesAt: null }, BY)).closesAt).toBeNull();
    expect(await service.availability('older')).toBe('open');
  });

  it("knows a job's title, and none for a job that is gone", async () => {
    expect(await service.title('older')).toEqual({ en: 'Network Engineer', ar: 'مهندس شبكات' });
    expect(await service.title('gone')).toBeUndefined();
  });

  it('creates a draft without publishedAt, stamped by the clock', async () => {
    const created = await service.create(INPUT, BY);

    expect(created).toMatchObject({
      published: false,
      publishedAt: null,
      createdAt: T0.toISOString(),
      updatedAt: T0.toISOString(),
      applications: 0,
    });
    expect(await adminIds()).toContain(created.id);
  });

  it('sets publishedAt to the creation time when created published', async () => {
    expect((await service.create({ ...INPUT, published: true }, BY)).publishedAt).toBe(T0.toISOString());
  });

  it('sets publishedAt when a draft is first published and keeps it afterwards', async () => {
    const T1 = new Date('2026-06-02T09:00:00.000Z');
    const T2 = new Date('2026-06-03T09:00:00.000Z');
    const T3 = new Date('2026-06-04T09:00:00.000Z');
    clock.set(T1);
    expect(await service.update('draft', { published: true }, BY)).toMatchObject({
      published: true,
      publishedAt: T1.toISOString(),
      updatedAt: T1.toISOString(),
    });
    clock.set(T2);
    expect(await service.update('draft', { published: false }, BY)).toMatchObject({
      published: false,
      publishedAt: T1.toISOString(),
      updatedAt: T2.toISOString(),
    });
    clock.set(T3);
    expect((await service.update('draft', { published: true }, BY)).publishedAt).toBe(T1.toISOString());
  });

  it('leaves a draft unpublished when other fields change', async () => {
    expect(await service.update('draft', { title: { en: 'Renamed', ar: 'اسم جديد' } }, BY)).toMatchObject({
      published: false,
      publishedAt: null,
    });
  });

  it('changes only the fields sent and refreshes updatedAt', async () => {
    const updated = await service.update('older', { title: { en: 'Renamed', ar: 'اسم جديد' } }, BY);

    expect(updated).toMatchObject({
      title: { en: 'Renamed', ar: 'اسم جديد' },
      description: { en: 'Build networks.', ar: 'بناء الشبكات.' },
      publishedAt: '2026-03-01T08:00:00.000Z',
      updatedAt: T0.toISOString(),
      applications: 2,
    });
  });

  it('deletes a job', async () => {
    await service.remove('older', BY);

    expect(await adminIds()).not.toContain('older');
  });

  it.each([
    ['update', (s: JobsService) => s.update('missing', { published: true }, BY)],
    ['remove', (s: JobsService) => s.remove('missing', BY)],
  ])('answers %s of an unknown id with 404', async (_name, action) => {
    expect((await rejection(action(service))).getStatus()).toBe(404);
  });
});

import { AppError, FixedClock } from '@madar/shared/nest';
import type { ApplicationRecord } from '../applications/applications.store';
import { InMemoryApplicationsStore } from '../applications/applications.store';
import type { CreateJobDto } from './dto/create-job.dto';
import { JobsService } from './jobs.service';
import { InMemoryJobsStore, type JobRecord } from './jobs.store';

function job(id: string, publishedAt: string | null, createdAt = '2026-01-01T00:00:00.000Z'): JobRecord {
  const text = { en: id, ar: id };
  return {
    id,
    title: text,
    department: text,
    location: text,
    type: text,
    description: text,
    responsibilities: [],
    requirements: [],
    published: publishedAt !== null,
    publishedAt,
    createdAt,
    updatedAt: createdAt,
  };
}

function application(id: string, jobId: string | null): ApplicationRecord {
  return {
    id,
    jobId,
    name: 'Applicant',
    email: 'applicant@example.com',
    position: 'Engineer',
    experience: 'Some',
    education: 'Some',
    status: 'new',
    submittedAt: '2026-05-01T00:00:00.000Z',
    resume: { file: `${id}.pdf`, contentType: 'application/pdf', size: 1, downloadName: 'cv.pdf' },
  };
}

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

function thrown(action: () => unknown): AppError {
  try {
    action();
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

  beforeEach(() => {
    clock = new FixedClock(T0);
    const applications = new InMemoryApplicationsStore([
      application('a1', 'older'),
      application('a2', 'older'),
      application('a3', null),
      application('a4', 'gone'),
    ]);
    service = new JobsService(new InMemoryJobsStore(SEED), applications, clock);
  });

  it('lists published jobs only, newest first', () => {
    expect(service.list('published').map((j) => j.id)).toEqual(['newest', 'older']);
  });

  it('lists drafts too for the admin scope, placed by their creation date', () => {
    expect(service.list('all').map((j) => j.id)).toEqual(['newest', 'draft', 'older', 'old-draft']);
  });

  it('counts the applications of each job', () => {
    const counts = Object.fromEntries(service.list('all').map((j) => [j.id, j.applications]));

    expect(counts).toEqual({ newest: 0, draft: 0, older: 2, 'old-draft': 0 });
    expect(service.findPublished('older').applications).toBe(2);
  });

  it.each(['draft', 'missing'])('answers %s with 404 JOB.NOT_FOUND', (id) => {
    const error = thrown(() => service.findPublished(id));

    expect(error.getStatus()).toBe(404);
    expect(error.getResponse()).toMatchObject({ code: 'JOB.NOT_FOUND', message: 'Job not found' });
  });

  it('tells which jobs are open to applicants', () => {
    expect(['older', 'draft', 'missing'].map((id) => service.isOpen(id))).toEqual([true, false, false]);
  });

  it('creates a draft without publishedAt, stamped by the clock', () => {
    const created = service.create(INPUT);

    expect(created).toMatchObject({
      published: false,
      publishedAt: null,
      createdAt: T0.toISOString(),
      updatedAt: T0.toISOString(),
      applications: 0,
    });
    expect(service.list('all').map((j) => j.id)).toContain(created.id);
  });

  it('sets publishedAt to the creation time when created published', () => {
    expect(service.create({ ...INPUT, published: true }).publishedAt).toBe(T0.toISOString());
  });

  it('sets publishedAt when a draft is first published and keeps it afterwards', () => {
    const T1 = new Date('2026-06-02T09:00:00.000Z');
    const T2 = new Date('2026-06-03T09:00:00.000Z');
    const T3 = new Date('2026-06-04T09:00:00.000Z');
    clock.set(T1);
    expect(service.update('draft', { published: true })).toMatchObject({
      published: true,
      publishedAt: T1.toISOString(),
      updatedAt: T1.toISOString(),
    });
    clock.set(T2);
    expect(service.update('draft', { published: false })).toMatchObject({
      published: false,
      publishedAt: T1.toISOString(),
      updatedAt: T2.toISOString(),
    });
    clock.set(T3);
    expect(service.update('draft', { published: true }).publishedAt).toBe(T1.toISOString());
  });

  it('changes only the fields sent and refreshes updatedAt', () => {
    const updated = service.update('older', { title: { en: 'Renamed', ar: 'اسم جديد' } });

    expect(updated).toMatchObject({
      title: { en: 'Renamed', ar: 'اسم جديد' },
      description: { en: 'older', ar: 'older' },
      publishedAt: '2026-03-01T08:00:00.000Z',
      updatedAt: T0.toISOString(),
      applications: 2,
    });
  });

  it('deletes a job', () => {
    service.remove('older');

    expect(service.list('all').map((j) => j.id)).not.toContain('older');
  });

  it.each([
    ['update', (s: JobsService) => s.update('missing', { published: true })],
    ['remove', (s: JobsService) => s.remove('missing')],
  ])('answers %s of an unknown id with 404', (_name, action) => {
    expect(thrown(() => action(service)).getStatus()).toBe(404);
  });
});

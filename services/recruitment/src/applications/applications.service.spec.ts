import { AppError, FixedClock } from '@madar/shared/nest';
import type { ResumeStorage } from '../resumes/resume-storage';
import { type ApplicationRecord, InMemoryApplicationsStore } from './applications.store';
import { ApplicationsService } from './applications.service';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

function record(id: string, jobId: string | null, submittedAt: string): ApplicationRecord {
  return {
    id,
    jobId,
    name: `Applicant ${id}`,
    email: `${id}@example.com`,
    position: `Position ${id}`,
    experience: 'Some',
    education: 'Some',
    status: 'new',
    submittedAt,
    resume: { file: `${id}.pdf`, contentType: 'application/pdf', size: 3, downloadName: `${id}.pdf` },
  };
}

function setUp() {
  const removed: string[] = [];
  const files = new Map([['a.pdf', Buffer.from('pdf')]]);
  const storage = {
    read: (file: string) => Promise.resolve(files.get(file)),
    remove: (file: string) => {
      removed.push(file);
      return Promise.resolve();
    },
  } as unknown as ResumeStorage;
  const store = new InMemoryApplicationsStore([
    record('a', 'job-1', daysAgo(1)),
    record('b', null, daysAgo(10)),
    record('c', 'job-1', daysAgo(40)),
    record('d', 'job-2', daysAgo(10)),
  ]);
  return { service: new ApplicationsService(store, storage, new FixedClock(NOW)), removed };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('ApplicationsService', () => {
  it('lists newest first, ties by id, with the resume as a URL and a name', () => {
    const { service } = setUp();
    const list = service.list();

    expect(list.map((a) => a.id)).toEqual(['a', 'b', 'd', 'c']);
    expect(list[0]).toMatchObject({ resumeUrl: '/api/applications/a/resume', resumeName: 'a.pdf' });
    expect(list[0]).not.toHaveProperty('resume');
  });

  it('filters by job, and knows no applications for a job it has never seen', () => {
    const { service } = setUp();

    expect(service.list('job-1').map((a) => a.id)).toEqual(['a', 'c']);
    expect(service.list('job-9')).toEqual([]);
  });

  it('changes a status, or answers 404', () => {
    const { service } = setUp();

    expect(service.setStatus('c', 'accepted').status).toBe('accepted');
    expect(() => service.setStatus('x', 'accepted')).toThrow(AppError);
  });

  it('removes an application and then its file', async () => {
    const { service, removed } = setUp();

    await service.remove('b');

    expect(service.list().map((a) => a.id)).not.toContain('b');
    expect(removed).toEqual(['b.pdf']);
    expect((await rejection(service.remove('b'))).getStatus()).toBe(404);
  });

  it('reads a resume, and answers 404 when the application or its file is gone', async () => {
    const { service } = setUp();

    await expect(service.resume('a')).resolves.toMatchObject({
      contentType: 'application/pdf',
      downloadName: 'a.pdf',
      bytes: Buffer.from('pdf'),
    });
    expect((await rejection(service.resume('x'))).getResponse()).toMatchObject({
      code: 'APPLICATION.NOT_FOUND',
      message: 'Application not found',
    });
    expect((await rejection(service.resume('b'))).getResponse()).toMatchObject({
      message: 'Resume file not found',
    });
  });

  it('counts the last 30 days against the 30 before', () => {
    // Three recent (1, 10, 10 days) against one (40 days).
    expect(setUp().service.stats()).toEqual({ total: 4, change: 200, isPositive: true });
  });

  it('turns the newest applications into activity', () => {
    const items = setUp().service.activity(2);

    expect(items).toEqual([
      {
        id: 'a',
        type: 'job',
        action: 'applied',
        title: { en: 'Applicant a', ar: 'Applicant a' },
        description: { en: 'Position a', ar: 'Position a' },
        timestamp: daysAgo(1),
      },
      expect.objectContaining({ timestamp: daysAgo(10) }),
    ]);
  });
});

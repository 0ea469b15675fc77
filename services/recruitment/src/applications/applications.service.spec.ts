import { InMemoryAuditLog } from '@madar/shared/data';
import { FakeStaffDirectory, LeadAssignees } from '@madar/shared/follow-up';
import { AppError, type AuditSource, FixedClock } from '@madar/shared/nest';
import { memoryStores } from '../database/stores';
import { JobsService } from '../jobs/jobs.service';
import { applied, job, resume, uuid } from '../testing/stores.fixtures';
import type { ApplicationExportRow } from './applications.csv';
import { ApplicationsService } from './applications.service';
import type { ApplicationListQuery } from './applications.store';

const BY: AuditSource = { actor: { id: 'owner-1', email: 'owner@madar.ly' }, address: '203.0.113.7' };

const NOW = new Date('2026-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const [A, B, C, D] = [uuid(1), uuid(2), uuid(3), uuid(4)];
const ALL: ApplicationListQuery = {
  page: 1,
  pageSize: 20,
  sort: { field: 'submittedAt', direction: 'desc' },
};

function setUp() {
  const stores = memoryStores({
    jobs: [job('job-1')],
    applications: [
      applied(
        A,
        { jobId: 'job-1', name: 'Applicant a', position: 'Position a', submittedAt: daysAgo(1) },
        resume({ downloadName: 'a.pdf' }),
      ),
      applied(B, { jobId: null, submittedAt: daysAgo(10) }),
      applied(C, { jobId: 'job-1', submittedAt: daysAgo(40) }),
      applied(D, { jobId: 'job-2', submittedAt: daysAgo(10) }),
    ],
  });
  const clock = new FixedClock(NOW);
  const service = new ApplicationsService(
    stores.applications,
    stores.resumes,
    new JobsService(stores.jobs, clock),
    clock,
    new InMemoryAuditLog(),
    new LeadAssignees(new FakeStaffDirectory()),
  );
  return { service, stores };
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
  it('lists a page newest first (ties by id, the same way), with the resume as a URL and a name', async () => {
    const page = await setUp().service.list(ALL, 'token');

    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.items.map((a) => a.id)).toEqual([A, D, B, C]);
    expect(page.items[0]).toMatchObject({ resumeUrl: `/api/applications/${A}/resume`, resumeName: 'a.pdf' });
  });

  it('filters by job, and knows no applications for a job no one applied to', async () => {
    const { service } = setUp();

    expect((await service.list({ ...ALL, jobId: 'job-1' }, 'token')).items.map((a) => a.id)).toEqual([A, C]);
    expect((await service.list({ ...ALL, jobId: 'job-9' }, 'token')).items).toEqual([]);
  });

  it('changes a status, or answers 404', async () => {
    const { service } = setUp();

    expect((await service.setStatus(C, 'accepted', BY)).status).toBe('accepted');
    expect((await rejection(service.setStatus(uuid(9), 'accepted', BY))).getStatus()).toBe(404);
  });

  it('removes an application together with its resume', async () => {
    const { service, stores } = setUp();

    await service.remove(B, BY);

    expect((await service.list(ALL, 'token')).items.map((a) => a.id)).not.toContain(B);
    expect(await stores.resumes.get(B)).toBeUndefined();
    expect((await rejection(service.remove(B, BY))).getStatus()).toBe(404);
  });

  it('reads a resume, and answers 404 APPLICATION.NOT_FOUND for an unknown application', async () => {
    const { service } = setUp();

    await expect(service.resume(A, BY)).resolves.toMatchObject({
      contentType: 'application/pdf',
      downloadName: 'a.pdf',
    });
    expect((await rejection(service.resume(uuid(9), BY))).getResponse()).toMatchObject({
      code: 'APPLICATION.NOT_FOUND',
      message: 'Application not found',
    });
  });

  it('counts the last 30 days against the 30 before', async () => {
    // Three recent (1, 10, 10 days) against one (40 days).
    expect(await setUp().service.stats()).toEqual({ total: 4, change: 200, isPositive: true });
  });

  it('turns the newest applications into activity', async () => {
    expect(await setUp().service.activity(2)).toEqual([
      {
        id: A,
        type: 'job',
        action: 'applied',
        title: { en: 'Applicant a', ar: 'Applicant a' },
        description: { en: 'Position a', ar: 'Position a' },
        timestamp: daysAgo(1),
        record: { kind: 'application', id: A },
      },
      expect.objectContaining({ timestamp: daysAgo(10) }),
    ]);
  });

  it('counts the applications of each of the last weeks, oldest first', async () => {
    const weeks = await setUp().service.weekly(8);

    expect(weeks).toHaveLength(8);
    expect(weeks.map((w) => w.count)).toEqual([0, 0, 1, 0, 0, 0, 2, 1]);
    expect(weeks[7]?.start).toBe(daysAgo(7));
  });

  it('exports every matching application with the title of the job it names', async () => {
    const rows: ApplicationExportRow[] = [];
    for await (const row of setUp().service.exportRows({ sort: ALL.sort })) rows.push(row);

    expect(rows.map((row) => [row.application.id, row.jobTitle?.en])).toEqual([
      [A, 'Network Engineer'],
      [D, undefined],
      [B, undefined],
      [C, 'Network Engineer'],
    ]);
  });
});

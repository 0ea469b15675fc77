/**
 * The dashboard's application activity names the staff member behind each status change, from the
 * service's audit log, and no one for an applicant's submission.
 */
import { FakeStaffDirectory, LeadAssignees } from '@madar/shared/follow-up';
import { InMemoryAuditLog } from '@madar/shared/data';
import { type AuditSource, FixedClock } from '@madar/shared/nest';
import { memoryStores } from '../database/stores';
import { JobsService } from '../jobs/jobs.service';
import { applied, job, uuid } from '../testing/stores.fixtures';
import { ApplicationsService } from './applications.service';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const [A, B] = [uuid(1), uuid(2)];
const SARA: AuditSource = { actor: { id: 'acc-sara', email: 'sara@madar.ly' }, address: '203.0.113.7' };

function setUp() {
  const audit = new InMemoryAuditLog();
  const stores = memoryStores({
    audit,
    jobs: [job('job-1')],
    applications: [
      applied(A, {
        jobId: 'job-1',
        name: 'Salma Fathi',
        position: 'Network Engineer',
        submittedAt: NOW.toISOString(),
      }),
      applied(B, {
        jobId: 'job-1',
        name: 'Omar Ali',
        position: 'Network Engineer',
        submittedAt: NOW.toISOString(),
      }),
    ],
  });
  const clock = new FixedClock(NOW);
  const jobs = new JobsService(stores.jobs, clock);
  const assignees = new LeadAssignees(new FakeStaffDirectory());
  const service = new ApplicationsService(stores.applications, stores.resumes, jobs, clock, audit, assignees);
  return { audit, clock, service };
}

describe('application activity', () => {
  it('shows a staff member moving an application to a status, with who did it; the arrival names no one', async () => {
    const { clock, service } = setUp();
    clock.set(minutes(5));
    await service.setStatus(A, 'interview', SARA);

    const items = await service.activity(5);
    expect(items[0]).toEqual({
      id: expect.stringMatching(new RegExp(`^${A}:status:`)) as unknown,
      type: 'job',
      action: 'status-changed',
      title: { en: 'Salma Fathi', ar: 'Salma Fathi' },
      description: { en: 'Network Engineer', ar: 'Network Engineer' },
      timestamp: minutes(5).toISOString(),
      actor: { id: 'acc-sara', email: 'sara@madar.ly' },
      status: 'interview',
      record: { kind: 'application', id: A },
    });
    const arrivals = items.filter((item) => item.action === 'applied');
    expect(arrivals.map((item) => item.id).sort()).toEqual([A, B]);
    expect(arrivals.filter((item) => 'actor' in item || 'status' in item)).toEqual([]);
  });

  it('leaves out the changes of an application deleted since, and reads at most `limit` of them', async () => {
    const { audit, clock, service } = setUp();
    clock.set(minutes(1));
    await service.setStatus(A, 'in-review', SARA);
    await service.setStatus(B, 'rejected', SARA);
    clock.set(minutes(2));
    await service.remove(B, SARA);
    const list = jest.spyOn(audit, 'list');

    const items = await service.activity(2);
    expect(items.map((item) => [item.action, item.title.en, item.status])).toEqual([
      ['status-changed', 'Salma Fathi', 'in-review'],
      ['applied', 'Salma Fathi', undefined],
    ]);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ entityType: 'application', action: 'status', limit: 2 });
  });
});

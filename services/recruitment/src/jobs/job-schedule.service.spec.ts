/**
 * Scheduled publishing and closing of jobs in memory mode, with a fixed clock: a scheduled job stays off
 * the careers page until its time and the task's run, a job past its closeAt leaves it at once (even
 * before the task runs), each change is logged once as a status change by `system`, and the schedule's
 * validation answers 400 in the envelope.
 */
import { ERROR_CODES } from '@madar/shared';
import { InMemoryAuditLog, InMemoryVersions } from '@madar/shared/data';
import { AppError, type AuditSource, FixedClock } from '@madar/shared/nest';
import { type ScheduledTask, Scheduler } from '@madar/shared/schedule';
import { memoryStores } from '../database/stores';
import type { CreateJobDto } from './dto/create-job.dto';
import { JOB_SCHEDULE_TASK, JobScheduleService } from './job-schedule.service';
import { JobsService } from './jobs.service';

const BY: AuditSource = { actor: { id: 'owner-1', email: 'owner@madar.ly' }, address: '203.0.113.7' };
const T0 = new Date('2026-11-26T08:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

class ManualScheduler extends Scheduler {
  task(name: string): ScheduledTask {
    const found = this.tasks.find((task) => task.name === name);
    if (!found) throw new Error(`no task ${name}`);
    return found;
  }
  start(): void {}
  stop(): Promise<void> {
    return Promise.resolve();
  }
}

const input = (overrides: Partial<CreateJobDto> = {}): CreateJobDto => ({
  title: { en: 'Radio Planner', ar: 'مخطط شبكات راديوية' },
  department: { en: 'Telecommunications', ar: 'الاتصالات' },
  location: { en: 'Benghazi', ar: 'بنغازي' },
  type: { en: 'Full-time', ar: 'دوام كامل' },
  description: { en: 'Plan radio sites.', ar: 'تخطيط المواقع الراديوية.' },
  responsibilities: [{ en: 'Plan coverage', ar: 'تخطيط التغطية' }],
  requirements: [{ en: 'Radio planning', ar: 'التخطيط الراديوي' }],
  published: false,
  ...overrides,
});

async function refusal(action: () => Promise<unknown>): Promise<AppError> {
  try {
    await action();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('scheduled publishing and closing of jobs', () => {
  let clock: FixedClock;
  let audit: InMemoryAuditLog;
  let versions: InMemoryVersions;
  let jobs: JobsService;
  let scheduler: ManualScheduler;
  const runTask = () => scheduler.task(JOB_SCHEDULE_TASK).run();
  const careers = async () => (await jobs.listPublished()).map((job) => job.slug);

  beforeEach(() => {
    clock = new FixedClock(T0);
    audit = new InMemoryAuditLog();
    versions = new InMemoryVersions();
    const { jobs: store } = memoryStores({ audit, versions });
    jobs = new JobsService(store, clock);
    scheduler = new ManualScheduler();
    new JobScheduleService(store, clock, scheduler).onModuleInit();
  });

  it('runs every minute in durable mode and every 30 seconds in memory mode', () => {
    expect(scheduler.task(JOB_SCHEDULE_TASK)).toMatchObject({ cron: '* * * * *', everyMs: 30_000 });
  });

  it('runs every SCHEDULE_TICK_MS in memory mode when that is set', () => {
    const before = process.env.SCHEDULE_TICK_MS;
    process.env.SCHEDULE_TICK_MS = '1000';
    try {
      const ticking = new ManualScheduler();
      new JobScheduleService(memoryStores({ audit, versions }).jobs, clock, ticking).onModuleInit();
      expect(ticking.task(JOB_SCHEDULE_TASK)).toMatchObject({ cron: '* * * * *', everyMs: 1_000 });
    } finally {
      if (before === undefined) delete process.env.SCHEDULE_TICK_MS;
      else process.env.SCHEDULE_TICK_MS = before;
    }
  });

  it('keeps a scheduled job off the careers page until its time, then publishes it when the task runs', async () => {
    const created = await jobs.create(input({ publishAt: '2026-11-26T12:00:00+02:00' }), BY);
    expect(created).toMatchObject({ published: false, publishAt: '2026-11-26T10:00:00.000Z', closeAt: null });
    const scheduled = await jobs.list({
      page: 1,
      pageSize: 10,
      sort: { field: 'createdAt', direction: 'desc' },
      status: 'scheduled',
    });
    expect(scheduled.items.map((job) => job.id)).toEqual([created.id]);

    clock.set(at(119));
    await runTask();
    expect(await careers()).toEqual([]);
    await expect(jobs.findPublished(created.slug)).rejects.toMatchObject({ code: 'JOB.NOT_FOUND' });

    clock.set(at(120));
    await runTask();
    expect(await careers()).toEqual([created.slug]);
    expect(await jobs.findPublished(created.slug)).toMatchObject({
      published: true,
      publishedAt: '2026-11-26T10:00:00.000Z',
      publishAt: null,
    });
  });

  it('takes a job off the site at its closeAt, even before the task runs, and unpublishes it then', async () => {
    const { id, slug } = await jobs.create(input({ published: true, closeAt: at(30).toISOString() }), BY);
    expect(await careers()).toEqual([slug]);

    clock.set(at(30));
    expect(await careers()).toEqual([]);
    await expect(jobs.findPublished(slug)).rejects.toMatchObject({ code: 'JOB.NOT_FOUND' });
    expect(await jobs.availability(id)).toBe('unknown');

    await runTask();
    expect(await jobs.find(id)).toMatchObject({ published: false, closeAt: null });
  });

  it('logs each change once, as a status change by system', async () => {
    const { id } = await jobs.create(
      input({ publishAt: at(10).toISOString(), closeAt: at(20).toISOString() }),
      BY,
    );
    for (const minute of [10, 10, 20, 20]) {
      clock.set(at(minute));
      await runTask();
    }
    const { items } = await audit.list({ limit: 10, entityType: 'job', entityId: id });
    expect(items.map((entry) => [entry.action, entry.actor.id, entry.after?.published])).toEqual([
      ['status', 'system', false],
      ['status', 'system', true],
      ['create', 'owner-1', false],
    ]);
  });

  it('keeps each change as one version by the system, newest first', async () => {
    const { id } = await jobs.create(
      input({ publishAt: at(10).toISOString(), closeAt: at(20).toISOString() }),
      BY,
    );
    for (const minute of [10, 10, 20, 20]) {
      clock.set(at(minute));
      await runTask();
    }
    const items = await versions.list({ type: 'job', id });
    expect(items.map((version) => [version.author?.id, version.createdAt])).toEqual([
      ['system', at(20).toISOString()],
      ['system', at(10).toISOString()],
      ['owner-1', T0.toISOString()],
    ]);
    const published = await versions.get({ type: 'job', id }, items[1]?.id ?? '');
    expect(published?.state).toMatchObject({ published: true, publishAt: null });
    const closed = await versions.get({ type: 'job', id }, items[0]?.id ?? '');
    expect(closed?.state).toMatchObject({ published: false, closeAt: null });
  });

  it('refuses a time that is not ahead of now with 400 JOB.SCHEDULE_IN_PAST', async () => {
    for (const times of [{ publishAt: T0.toISOString() }, { closeAt: '2026-11-26T09:30:00+02:00' }]) {
      const error = await refusal(() => jobs.create(input(times), BY));
      expect(error.getStatus()).toBe(400);
      expect(error.getResponse()).toMatchObject({
        statusCode: 400,
        code: ERROR_CODES.JOB_SCHEDULE_IN_PAST,
        details: [{ field: Object.keys(times)[0], rule: 'inFuture' }],
      });
    }
  });

  it('refuses a closeAt not after publishAt with 400 JOB.CLOSE_BEFORE_PUBLISH', async () => {
    const error = await refusal(() =>
      jobs.create(input({ publishAt: at(60).toISOString(), closeAt: at(60).toISOString() }), BY),
    );
    expect(error.getResponse()).toMatchObject({
      statusCode: 400,
      code: ERROR_CODES.JOB_CLOSE_BEFORE_PUBLISH,
      details: [{ field: 'closeAt', rule: 'afterPublishAt' }],
    });
    const { id } = await jobs.create(input({ publishAt: at(60).toISOString() }), BY);
    await expect(jobs.update(id, { closeAt: at(30).toISOString() }, BY)).rejects.toMatchObject({
      code: ERROR_CODES.JOB_CLOSE_BEFORE_PUBLISH,
    });
  });

  it('refuses publishAt on a published job, clears it on publishing and cancels it with null', async () => {
    const published = await refusal(() =>
      jobs.create(input({ published: true, publishAt: at(5).toISOString() }), BY),
    );
    expect(published.getResponse()).toMatchObject({
      code: ERROR_CODES.VALIDATION_FAILED,
      details: [{ field: 'publishAt', rule: 'draftOnly' }],
    });
    const { id } = await jobs.create(input({ publishAt: at(5).toISOString() }), BY);
    expect((await jobs.update(id, { publishAt: null }, BY)).publishAt).toBeNull();
    await jobs.update(id, { publishAt: at(5).toISOString() }, BY);
    expect(await jobs.update(id, { published: true }, BY)).toMatchObject({
      published: true,
      publishAt: null,
    });
  });
});

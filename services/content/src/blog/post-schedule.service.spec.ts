/**
 * Scheduled publishing in memory mode, with a fixed clock: a scheduled draft stays out of every public
 * read until its time has come and the task has run, then is a published post like any other, logged as
 * one status change by `system`; the schedule's validation answers 400 in the envelope.
 */
import { ERROR_CODES } from '@madar/shared';
import { InMemoryAuditLog, InMemoryVersions } from '@madar/shared/data';
import { AppError, type AuditSource, FixedClock } from '@madar/shared/nest';
import { type ScheduledTask, Scheduler } from '@madar/shared/schedule';
import { PublishedPostBodies } from '../common/json-body';
import { BlogPostsService } from './blog-posts.service';
import { InMemoryBlogPostsStore } from './blog-posts.store';
import type { CreatePostDto } from './dto/create-post.dto';
import { PostScheduleService, PUBLISH_POSTS_TASK } from './post-schedule.service';

const BY: AuditSource = { actor: { id: 'acc-editor', email: 'editor@madar.ly' }, address: '203.0.113.7' };
const T0 = new Date('2026-11-26T08:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** Keeps the tasks added, so a test runs one when it likes. */
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

const draft = (overrides: Partial<CreatePostDto> = {}): CreatePostDto => ({
  title: { en: 'Fibre in Misrata', ar: 'الألياف الضوئية في مصراتة' },
  excerpt: { en: 'A new backbone.', ar: 'شبكة رئيسية جديدة.' },
  content: { en: '<p>Body</p>', ar: '<p>المتن</p>' },
  slug: 'fibre-in-misrata',
  category: 'telecommunications',
  author: { en: 'Test Author', ar: 'كاتب الاختبار' },
  authorTitle: { en: 'Engineer', ar: 'مهندس' },
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

describe('scheduled publishing of posts', () => {
  let clock: FixedClock;
  let audit: InMemoryAuditLog;
  let versions: InMemoryVersions;
  let bodies: PublishedPostBodies;
  let posts: BlogPostsService;
  let scheduler: ManualScheduler;
  const runTask = () => scheduler.task(PUBLISH_POSTS_TASK).run();

  beforeEach(() => {
    clock = new FixedClock(T0);
    audit = new InMemoryAuditLog();
    versions = new InMemoryVersions();
    bodies = new PublishedPostBodies();
    const store = new InMemoryBlogPostsStore([], Number.POSITIVE_INFINITY, audit, versions);
    posts = new BlogPostsService(store, clock, bodies);
    scheduler = new ManualScheduler();
    new PostScheduleService(store, clock, scheduler, bodies).onModuleInit();
  });

  it('runs every minute in durable mode and every 30 seconds in memory mode', () => {
    expect(scheduler.task(PUBLISH_POSTS_TASK)).toMatchObject({ cron: '* * * * *', everyMs: 30_000 });
  });

  it('runs every SCHEDULE_TICK_MS in memory mode when that is set', () => {
    const before = process.env.SCHEDULE_TICK_MS;
    process.env.SCHEDULE_TICK_MS = '1000';
    try {
      const ticking = new ManualScheduler();
      const store = new InMemoryBlogPostsStore([], Number.POSITIVE_INFINITY, audit, versions);
      new PostScheduleService(store, clock, ticking, bodies).onModuleInit();
      expect(ticking.task(PUBLISH_POSTS_TASK)).toMatchObject({ cron: '* * * * *', everyMs: 1_000 });
    } finally {
      if (before === undefined) delete process.env.SCHEDULE_TICK_MS;
      else process.env.SCHEDULE_TICK_MS = before;
    }
  });

  it('keeps a scheduled post from the public until its time, then publishes it when the task runs', async () => {
    const created = await posts.create(draft({ scheduledAt: '2026-11-26T12:30:00+02:00' }), BY);
    expect(created).toMatchObject({
      published: false,
      publishedAt: null,
      scheduledAt: '2026-11-26T10:30:00.000Z',
    });
    const admin = await posts.list({
      page: 1,
      pageSize: 10,
      sort: { field: 'date', direction: 'desc' },
      status: 'scheduled',
    });
    expect(admin.items.map((post) => post.slug)).toEqual(['fibre-in-misrata']);

    // A run before its time publishes nothing.
    clock.set(at(149));
    await runTask();
    expect(await posts.listPublished()).toEqual([]);
    await expect(posts.findPublishedBySlug('fibre-in-misrata')).rejects.toMatchObject({
      code: 'POST.NOT_FOUND',
    });

    clock.set(at(151));
    await runTask();
    expect((await posts.listPublished()).map((post) => post.slug)).toEqual(['fibre-in-misrata']);
    expect(await posts.findPublishedBySlug('fibre-in-misrata')).toMatchObject({
      published: true,
      publishedAt: '2026-11-26T10:30:00.000Z',
      scheduledAt: null,
      updatedAt: at(151).toISOString(),
    });
  });

  it('logs the publication once, as a status change by system', async () => {
    const { id } = await posts.create(draft({ scheduledAt: at(10).toISOString() }), BY);
    clock.set(at(11));
    await runTask();
    await runTask();

    const { items } = await audit.list({ limit: 10, entityType: 'post', entityId: id });
    expect(items.map((entry) => [entry.action, entry.actor.id])).toEqual([
      ['status', 'system'],
      ['create', 'acc-editor'],
    ]);
    expect(items[0]).toMatchObject({
      actor: { id: 'system', email: 'system' },
      before: { published: false, scheduledAt: at(10).toISOString() },
      after: { published: true, scheduledAt: null },
    });
  });

  it('keeps the published post as one version by the system, newest first', async () => {
    const { id } = await posts.create(draft({ scheduledAt: at(10).toISOString() }), BY);
    clock.set(at(11));
    await runTask();
    await runTask();

    const items = await versions.list({ type: 'post', id });
    expect(items.map((version) => version.author)).toEqual([
      { id: 'system', name: 'system' },
      { id: 'acc-editor', name: 'editor@madar.ly' },
    ]);
    expect(items[0]?.createdAt).toBe(at(11).toISOString());
    const published = await versions.get({ type: 'post', id }, items[0]?.id ?? '');
    expect(published?.state).toEqual(await posts.findPublishedBySlug('fibre-in-misrata'));
  });

  it('drops the public answers kept before the publication', async () => {
    await posts.create(draft({ scheduledAt: at(10).toISOString() }), BY);
    const before = await bodies.get('posts?category=all', () => posts.listPublished());
    clock.set(at(10));
    await runTask();
    const after = await bodies.get('posts?category=all', () => posts.listPublished());
    expect(JSON.parse(before.bytes.toString())).toEqual([]);
    expect(JSON.parse(after.bytes.toString())).toHaveLength(1);
  });

  it('refuses a time that is not ahead of now with 400 POST.SCHEDULE_IN_PAST', async () => {
    for (const scheduledAt of [T0.toISOString(), '2026-11-26T09:59:00+02:00']) {
      const error = await refusal(() => posts.create(draft({ scheduledAt }), BY));
      expect(error.getStatus()).toBe(400);
      expect(error.getResponse()).toMatchObject({
        statusCode: 400,
        code: ERROR_CODES.POST_SCHEDULE_IN_PAST,
        details: [{ field: 'scheduledAt', rule: 'inFuture' }],
      });
    }
    expect(
      (await posts.list({ page: 1, pageSize: 10, sort: { field: 'date', direction: 'desc' } })).total,
    ).toBe(0);
  });

  it('refuses a schedule on a published post, clears it on publishing and cancels it with null', async () => {
    const published = await refusal(() =>
      posts.create(draft({ published: true, scheduledAt: at(5).toISOString() }), BY),
    );
    expect(published.getResponse()).toMatchObject({
      code: ERROR_CODES.VALIDATION_FAILED,
      details: [{ field: 'scheduledAt', rule: 'draftOnly' }],
    });

    const { id } = await posts.create(draft({ scheduledAt: at(5).toISOString() }), BY);
    expect((await posts.update(id, { scheduledAt: null }, BY)).scheduledAt).toBeNull();
    await posts.update(id, { scheduledAt: at(5).toISOString() }, BY);
    const now = await posts.update(id, { published: true }, BY);
    expect(now).toMatchObject({ published: true, scheduledAt: null, publishedAt: T0.toISOString() });
  });

  it('takes the unchanged schedule an editor sends again after it came due', async () => {
    const { id } = await posts.create(draft({ scheduledAt: at(5).toISOString() }), BY);
    clock.set(at(6));
    const edited = await posts.update(
      id,
      { scheduledAt: '2026-11-26T10:05:00+02:00', title: { en: 'Renamed', ar: 'عنوان جديد' } },
      BY,
    );
    expect(edited.scheduledAt).toBe(at(5).toISOString());
    await expect(posts.update(id, { scheduledAt: at(5.5).toISOString() }, BY)).rejects.toMatchObject({
      code: ERROR_CODES.POST_SCHEDULE_IN_PAST,
    });
  });
});

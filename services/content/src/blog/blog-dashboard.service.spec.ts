import { InMemoryAuditLog } from '@madar/shared/data';
import { type AuditSource, FixedClock } from '@madar/shared/nest';
import { PublishedPostBodies } from '../common/json-body';
import { buildBlogSeed } from './blog.seed';
import { BlogDashboardService } from './blog-dashboard.service';
import { BlogPostsService } from './blog-posts.service';
import { InMemoryBlogPostsStore } from './blog-posts.store';
import type { CreatePostDto } from './dto/create-post.dto';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/**
 * A clock a millisecond further on at each reading, as a real one may be: a change's audit entry is
 * then stamped just after the time the post records for it.
 */
class TickingClock extends FixedClock {
  override now(): Date {
    const now = super.now();
    this.set(new Date(now.getTime() + 1));
    return now;
  }
}

const by = (name: string): AuditSource => ({
  actor: { id: `acc-${name}`, email: `${name}@madar.ly` },
  address: '203.0.113.7',
});

const draft: CreatePostDto = {
  title: { en: 'Fibre in Misrata', ar: 'الألياف الضوئية في مصراتة' },
  excerpt: { en: 'A new backbone.', ar: 'شبكة رئيسية جديدة.' },
  content: { en: '<p>Body</p>', ar: '<p>المتن</p>' },
  slug: 'fibre-in-misrata',
  category: 'telecommunications',
  author: { en: 'Test Author', ar: 'كاتب الاختبار' },
  authorTitle: { en: 'Engineer', ar: 'مهندس' },
  published: false,
};

function setup(clock = new FixedClock(NOW)) {
  const log = new InMemoryAuditLog();
  const store = new InMemoryBlogPostsStore(buildBlogSeed(NOW), Number.POSITIVE_INFINITY, log);
  return {
    clock,
    log,
    dashboard: new BlogDashboardService(store, clock, log),
    posts: new BlogPostsService(store, clock, new PublishedPostBodies()),
  };
}

describe('BlogDashboardService', () => {
  it('counts every post, drafts included, and compares the last 30 days with the 30 before', async () => {
    // Seed: created 22, 12 and 4 days ago (3 recent) against 47 and 36 days ago (2 before).
    expect(await setup().dashboard.stats()).toEqual({ total: 7, change: 50, isPositive: true });
  });

  it('reads "now" from the clock', async () => {
    const { clock, dashboard } = setup();
    clock.set(new Date(NOW.getTime() + 365 * DAY_MS));

    expect(await dashboard.stats()).toEqual({ total: 7, change: 0, isPositive: true });
  });

  it('lists the newest activity first, limited', async () => {
    const { dashboard } = setup();
    const items = await dashboard.activity(50);
    const times = items.map((i) => i.timestamp);

    expect(times).toEqual([...times].sort().reverse());
    // Six posts published after they were written (created, published), two of them edited since
    // (updated), and a draft written and edited (created, updated).
    expect(items).toHaveLength(16);
    expect(items[0]).toMatchObject({
      action: 'updated',
      title: { en: 'Is Your Enterprise Network Ready for 5G?' },
    });
    for (const limit of [1, 2, 5]) expect(await dashboard.activity(limit)).toEqual(items.slice(0, limit));
    expect(items.every((i) => i.type === 'blog')).toBe(true);
  });

  it('says who created, published and edited a post, from the audit log, and no one for the seeded posts', async () => {
    const clock = new TickingClock(NOW);
    const { dashboard, posts } = setup(clock);
    const post = await posts.create(draft, by('editor'));
    clock.set(new Date(NOW.getTime() + MINUTE_MS));
    await posts.update(post.id, { published: true }, by('owner'));
    clock.set(new Date(NOW.getTime() + 2 * MINUTE_MS));
    await posts.update(post.id, { title: { en: 'Fibre in Misrata, done', ar: 'تم' } }, by('sara'));

    const items = await dashboard.activity(50);
    const ours = items.filter((item) => item.id.startsWith(post.id));
    expect(ours.map(({ action, actor }) => [action, actor])).toEqual([
      ['updated', { id: 'acc-sara', email: 'sara@madar.ly' }],
      ['published', { id: 'acc-owner', email: 'owner@madar.ly' }],
      ['created', { id: 'acc-editor', email: 'editor@madar.ly' }],
    ]);
    const seeded = items.filter((item) => !item.id.startsWith(post.id));
    expect(seeded).toHaveLength(16);
    expect(seeded.filter((item) => 'actor' in item)).toEqual([]);
  });

  it('names the author of a post created as published once, on its one published item', async () => {
    const { dashboard, posts } = setup();
    const post = await posts.create({ ...draft, published: true }, by('editor'));

    expect(await dashboard.activity(1)).toEqual([
      expect.objectContaining({
        id: `${post.id}:published`,
        actor: { id: 'acc-editor', email: 'editor@madar.ly' },
      }),
    ]);
  });

  it('leaves a seeded post edited since unnamed on its older events, naming only the editor', async () => {
    const { clock, dashboard, posts } = setup();
    const [seededLatest] = await dashboard.activity(1);
    const postId = seededLatest?.id.split(':')[0] ?? '';
    clock.set(new Date(NOW.getTime() + MINUTE_MS));
    await posts.update(postId, { excerpt: { en: 'Shorter.', ar: 'أقصر.' } }, by('sara'));

    const [updated, ...older] = (await dashboard.activity(50)).filter((item) => item.id.startsWith(postId));
    expect(updated).toMatchObject({ action: 'updated', actor: { id: 'acc-sara', email: 'sara@madar.ly' } });
    expect(older.map((item) => item.action)).toContain('created');
    expect(older.filter((item) => 'actor' in item)).toEqual([]);
  });

  it('looks up the authors of the items it answers only: one read of the log, at most limit entries', async () => {
    const { dashboard, log, posts } = setup();
    await posts.create({ ...draft, published: true }, by('editor'));
    const actorsOf = jest.spyOn(log, 'actorsOf');

    await dashboard.activity(3);
    expect(actorsOf).toHaveBeenCalledTimes(1);
    expect(actorsOf.mock.calls[0]?.[0]).toHaveLength(3);
  });
});

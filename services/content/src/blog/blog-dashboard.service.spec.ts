import { FixedClock } from '@madar/shared/nest';
import { buildBlogSeed } from './blog.seed';
import { BlogDashboardService } from './blog-dashboard.service';
import { BlogPostsService } from './blog-posts.service';
import { InMemoryBlogPostsStore } from './blog-posts.store';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function setup() {
  const clock = new FixedClock(NOW);
  const posts = new BlogPostsService(new InMemoryBlogPostsStore(buildBlogSeed(NOW)), clock);
  return { clock, posts, dashboard: new BlogDashboardService(posts, clock) };
}

describe('BlogDashboardService', () => {
  it('counts every post, drafts included, and compares the last 30 days with the 30 before', () => {
    // Seed: created 22, 12 and 4 days ago (3 recent) against 47 and 36 days ago (2 before).
    expect(setup().dashboard.stats()).toEqual({ total: 7, change: 50, isPositive: true });
  });

  it('reads "now" from the clock', () => {
    const { clock, dashboard } = setup();
    clock.set(new Date(NOW.getTime() + 365 * DAY_MS));

    expect(dashboard.stats()).toEqual({ total: 7, change: 0, isPositive: true });
  });

  it('lists the newest activity first, limited', () => {
    const { dashboard } = setup();
    const items = dashboard.activity(50);
    const times = items.map((i) => i.timestamp);

    expect(times).toEqual([...times].sort().reverse());
    expect(items[0]).toMatchObject({
      action: 'updated',
      title: { en: 'Is Your Enterprise Network Ready for 5G?' },
    });
    expect(dashboard.activity(2)).toEqual(items.slice(0, 2));
    expect(items.every((i) => i.type === 'blog')).toBe(true);
  });
});

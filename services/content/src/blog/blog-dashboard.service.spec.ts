import { FixedClock } from '@madar/shared/nest';
import { buildBlogSeed } from './blog.seed';
import { BlogDashboardService } from './blog-dashboard.service';
import { InMemoryBlogPostsStore } from './blog-posts.store';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function setup() {
  const clock = new FixedClock(NOW);
  return {
    clock,
    dashboard: new BlogDashboardService(new InMemoryBlogPostsStore(buildBlogSeed(NOW)), clock),
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
});

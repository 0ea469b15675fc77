import { Injectable } from '@nestjs/common';
import { type ActivityItem, latestActivity, type StatSummary, summarizeStore } from '@madar/shared';
import { AuditLog } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import { BlogPostsStore } from './blog-posts.store';
import { type PostEvent, postEvents } from './post-activity';

/** The blog's figures on the admin dashboard (contract: stats and activity), from the store's counts and lists. */
@Injectable()
export class BlogDashboardService {
  constructor(
    private readonly store: BlogPostsStore,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  /** Every post counts, drafts included: writing one is activity on the blog. */
  stats(): Promise<StatSummary> {
    return summarizeStore((range) => this.store.count(range), this.clock.now());
  }

  /**
   * The newest `limit` events. A post's latest event is at its updatedAt, so the newest events all
   * belong to the `limit` posts changed last: only those are read. Each then says who made it when the
   * audit log has its entry (one lookup per event shown; the demo's seeded posts have none).
   */
  async activity(limit: number): Promise<ActivityItem[]> {
    const { items } = await this.store.list({
      page: 1,
      pageSize: limit,
      sort: { field: 'updatedAt', direction: 'desc' },
    });
    const events = new Map<ActivityItem, PostEvent>();
    for (const posted of items.flatMap(postEvents)) events.set(posted.item, posted);
    const latest = latestActivity([...events.keys()], limit).flatMap((item) => events.get(item) ?? []);
    const actors = await this.audit.actorsOf(latest.map((posted) => posted.lookup));
    return latest.map(({ item }, index) => {
      const actor = actors[index];
      return actor ? { ...item, actor } : item;
    });
  }
}

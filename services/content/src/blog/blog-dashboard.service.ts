import { Injectable } from '@nestjs/common';
import { type ActivityItem, latestActivity, type StatSummary, summarizeStore } from '@madar/shared';
import { Clock } from '@madar/shared/nest';
import { BlogPostsStore } from './blog-posts.store';
import { postActivity } from './post-activity';

/** The blog's figures on the admin dashboard (contract: stats and activity), from the store's counts and lists. */
@Injectable()
export class BlogDashboardService {
  constructor(
    private readonly store: BlogPostsStore,
    private readonly clock: Clock,
  ) {}

  /** Every post counts, drafts included: writing one is activity on the blog. */
  stats(): Promise<StatSummary> {
    return summarizeStore((range) => this.store.count(range), this.clock.now());
  }

  /**
   * The newest `limit` events. A post's latest event is at its updatedAt, so the newest events all
   * belong to the `limit` posts changed last: only those are read.
   */
  async activity(limit: number): Promise<ActivityItem[]> {
    const { items } = await this.store.list({
      page: 1,
      pageSize: limit,
      sort: { field: 'updatedAt', direction: 'desc' },
    });
    return latestActivity(items.flatMap(postActivity), limit);
  }
}

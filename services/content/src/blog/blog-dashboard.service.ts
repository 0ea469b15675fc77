import { Injectable } from '@nestjs/common';
import { type ActivityItem, latestActivity, type StatSummary, summarizeCreations } from '@madar/shared';
import { Clock } from '@madar/shared/nest';
import { BlogPostsService } from './blog-posts.service';
import { postActivity } from './post-activity';

/** The blog's figures on the admin dashboard (contract: stats and activity). */
@Injectable()
export class BlogDashboardService {
  constructor(
    private readonly posts: BlogPostsService,
    private readonly clock: Clock,
  ) {}

  /** Every post counts, drafts included: writing one is activity on the blog. */
  stats(): StatSummary {
    return summarizeCreations(
      this.posts.all().map((post) => post.createdAt),
      this.clock.now(),
    );
  }

  activity(limit: number): ActivityItem[] {
    return latestActivity(this.posts.all().flatMap(postActivity), limit);
  }
}

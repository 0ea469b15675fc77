/**
 * Scheduled publishing of posts: every minute (every 30 s in memory mode, or SCHEDULE_TICK_MS) the drafts whose time has come
 * are published with nobody signed in, so they reach the blog, the sitemap and the feeds, which are all
 * built from published posts. In durable mode pg-boss hands each occurrence to one replica; the store's
 * publish is conditional besides, so two replicas running it at once still publish and audit a post once.
 */
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { BlogPost } from '@madar/shared';
import type { AuditStamp } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import { SYSTEM_ACTOR } from '@madar/shared/privacy';
import { memoryEveryMs, Scheduler } from '@madar/shared/schedule';
import { PublishedPostBodies } from '../common/json-body';
import { BlogPostsStore } from './blog-posts.store';

export const PUBLISH_POSTS_TASK = 'publish-scheduled-posts';

/** Who the log names for a change no staff member made: the `system` actor retention purges use. */
export const systemStamp = (now: Date): AuditStamp => ({
  actor: { ...SYSTEM_ACTOR },
  address: '',
  at: now.toISOString(),
});

@Injectable()
export class PostScheduleService implements OnModuleInit {
  private readonly logger = new Logger('PostSchedule');

  constructor(
    private readonly store: BlogPostsStore,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly publicBodies: PublishedPostBodies,
  ) {}

  onModuleInit(): void {
    this.scheduler.add({
      name: PUBLISH_POSTS_TASK,
      cron: '* * * * *',
      everyMs: memoryEveryMs(30_000),
      run: () => this.publishDue().then(() => undefined),
    });
  }

  /** Publishes the posts due now; what it published. */
  async publishDue(): Promise<BlogPost[]> {
    const now = this.clock.now();
    const published = await this.store.publishDue(now, systemStamp(now));
    if (published.length > 0) {
      // The public answers kept in memory mode predate these posts.
      this.publicBodies.clear();
      this.logger.log(`published on schedule: ${published.map((post) => post.slug).join(', ')}`);
    }
    return published;
  }
}

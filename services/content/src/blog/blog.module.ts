/** The blog: public posts and categories, the admin's post CRUD and list, and its dashboard figures. */
import { Module } from '@nestjs/common';
import { AuditLog, DataSource, memoryJournal } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import { PublishedPostBodies } from '../common/json-body';
import type { ContentDb } from '../database/schema';
import { BlogController } from './blog.controller';
import { buildBlogSeed } from './blog.seed';
import { BlogDashboardService } from './blog-dashboard.service';
import { BlogPostsController } from './blog-posts.controller';
import { PostgresBlogPostsStore } from './blog-posts.pg-store';
import { BlogPostsService } from './blog-posts.service';
import { BlogPostsStore, InMemoryBlogPostsStore } from './blog-posts.store';

@Module({
  controllers: [BlogController, BlogPostsController],
  providers: [
    BlogPostsService,
    BlogDashboardService,
    {
      provide: BlogPostsStore,
      // Memory mode seeds the demo posts relative to the clock at boot, so the dashboard's 30-day windows
      // have data; PostgreSQL seeds them once (database/seed.ts).
      // Changes are audited into the service's log: in memory, appended as part of the change.
      useFactory: (data: DataSource<ContentDb>, clock: Clock, audit: AuditLog) =>
        data.mode === 'postgres'
          ? new PostgresBlogPostsStore(data)
          : new InMemoryBlogPostsStore(
              data.settings.seedDemoData ? buildBlogSeed(clock.now()) : [],
              data.settings.memoryStoreMaxBytes,
              memoryJournal(audit),
            ),
      inject: [DataSource, Clock, AuditLog],
    },
    {
      provide: PublishedPostBodies,
      // Kept in memory mode only, where this process makes every change (and clears them). With
      // PostgreSQL another replica may write a post, so each read asks the database as before.
      useFactory: (data: DataSource<ContentDb>) => new PublishedPostBodies(data.mode === 'memory'),
      inject: [DataSource],
    },
  ],
})
export class BlogModule {}

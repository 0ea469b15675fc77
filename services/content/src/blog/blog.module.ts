/**
 * The blog: public posts and categories, the admin's post CRUD and list, its dashboard figures, and the
 * previews of unsaved posts.
 */
import { type DynamicModule, Module } from '@nestjs/common';
import {
  AuditLog,
  DataSource,
  InMemoryPreviewsStore,
  memoryJournal,
  memoryVersions,
  PostgresPreviewsStore,
  VERSIONS_PROVIDER,
  VersionsStore,
} from '@madar/shared/data';
import type { PostPreview } from '@madar/shared';
import { Clock } from '@madar/shared/nest';
import { ScheduleModule } from '@madar/shared/schedule';
import { PublishedPostBodies } from '../common/json-body';
import { type ContentDb, SCHEMA } from '../database/schema';
import { BlogController } from './blog.controller';
import { buildBlogSeed } from './blog.seed';
import { BlogDashboardService } from './blog-dashboard.service';
import { BlogPostVersionsController } from './blog-post-versions.controller';
import { BlogPostVersionsService } from './blog-post-versions.service';
import { BlogPostsController } from './blog-posts.controller';
import { PostgresBlogPostsStore } from './blog-posts.pg-store';
import { BlogPostsService } from './blog-posts.service';
import { BlogPostsStore, InMemoryBlogPostsStore } from './blog-posts.store';
import { PostScheduleService } from './post-schedule.service';
import { PostPreviewsController } from './post-previews.controller';
import { PostPreviewSettings, PostPreviewsService } from './post-previews.service';
import { POST_PREVIEWS_TABLE, PostPreviewsStore } from './post-previews.store';

export interface BlogSettings {
  /** PREVIEW_TTL_MINUTES: how long a post preview's address opens. */
  previewTtlMinutes: number;
}

@Module({
  // Scheduled publishing: pg-boss in its own schema in durable mode (content sends no mail), timers in memory.
  imports: [ScheduleModule.forRoot({ queueSchema: `${SCHEMA}_schedule` })],
  controllers: [BlogController, BlogPostsController, BlogPostVersionsController, PostPreviewsController],
  providers: [
    BlogPostsService,
    BlogPostVersionsService,
    VERSIONS_PROVIDER,
    PostScheduleService,
    BlogDashboardService,
    PostPreviewsService,
    {
      provide: PostPreviewsStore,
      // With PostgreSQL every replica opens a preview another one made; in memory mode, a capped map.
      useFactory: (data: DataSource<ContentDb>) =>
        data.mode === 'postgres'
          ? new PostgresPreviewsStore<PostPreview>(data, POST_PREVIEWS_TABLE)
          : new InMemoryPreviewsStore<PostPreview>(),
      inject: [DataSource],
    },
    {
      provide: BlogPostsStore,
      // Memory mode seeds the demo posts relative to the clock at boot, so the dashboard's 30-day windows
      // have data; PostgreSQL seeds them once (database/seed.ts).
      // Changes are audited into the service's log: in memory, appended as part of the change.
      // Each save keeps a version of the post: in memory, alongside the change.
      useFactory: (data: DataSource<ContentDb>, clock: Clock, audit: AuditLog, versions: VersionsStore) =>
        data.mode === 'postgres'
          ? new PostgresBlogPostsStore(data)
          : new InMemoryBlogPostsStore(
              data.settings.seedDemoData ? buildBlogSeed(clock.now()) : [],
              data.settings.memoryStoreMaxBytes,
              memoryJournal(audit),
              memoryVersions(versions),
            ),
      inject: [DataSource, Clock, AuditLog, VersionsStore],
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
export class BlogModule {
  static forRoot(settings: BlogSettings): DynamicModule {
    return {
      module: BlogModule,
      providers: [
        { provide: PostPreviewSettings, useValue: new PostPreviewSettings(settings.previewTtlMinutes) },
      ],
    };
  }
}

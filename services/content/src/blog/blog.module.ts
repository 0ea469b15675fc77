/** The blog: public posts and categories, the admin's post CRUD, and its dashboard figures. */
import { Module } from '@nestjs/common';
import { Clock } from '@madar/shared/nest';
import { BlogController } from './blog.controller';
import { buildBlogSeed } from './blog.seed';
import { BlogDashboardService } from './blog-dashboard.service';
import { BlogPostsController } from './blog-posts.controller';
import { BlogPostsService } from './blog-posts.service';
import { BlogPostsStore, InMemoryBlogPostsStore } from './blog-posts.store';

@Module({
  controllers: [BlogController, BlogPostsController],
  providers: [
    BlogPostsService,
    BlogDashboardService,
    {
      provide: BlogPostsStore,
      // Seed times are relative to the (global) clock at boot, so the dashboard's 30-day windows have data.
      useFactory: (clock: Clock) => new InMemoryBlogPostsStore(buildBlogSeed(clock.now())),
      inject: [Clock],
    },
  ],
})
export class BlogModule {}

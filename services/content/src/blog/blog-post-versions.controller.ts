/** A post's history: the same staff who edit posts read and restore it. */
import { apiPath } from '@madar/shared';
import { createVersionsController } from '@madar/shared/data';
import { BlogPostVersionsService } from './blog-post-versions.service';
import { BlogPostDto } from './dto/blog-post.dto';
import { PostVersionDto } from './dto/post-version.dto';

export const BlogPostVersionsController = createVersionsController({
  path: apiPath('content', 'blog/posts'),
  tag: 'blog',
  area: 'blog',
  noun: 'post',
  history: BlogPostVersionsService,
  version: PostVersionDto,
  record: BlogPostDto,
  notFound: 'POST.NOT_FOUND: no post has this id',
  conflict: "POST.SLUG_TAKEN: another post has taken the version's slug since; nothing changed",
});

/**
 * A post's history: every save keeps the post as it then was; an editor lists the versions, reads one
 * whole and restores it. A restore is an update like any other (the same
 * cleaning, rules, audit entry and slug check: 409 POST.SLUG_TAKEN with nothing changed when another
 * post has taken the slug since), so it is also the newest version.
 */
import { Injectable } from '@nestjs/common';
import type { BlogPost } from '@madar/shared';
import { RecordVersions, VersionsStore } from '@madar/shared/data';
import { restoreOf } from './blog-post-versions';
import { BlogPostsService, postNotFound } from './blog-posts.service';
import { BlogPostsStore } from './blog-posts.store';

@Injectable()
export class BlogPostVersionsService extends RecordVersions<BlogPost, BlogPost> {
  constructor(versions: VersionsStore, store: BlogPostsStore, posts: BlogPostsService) {
    super(versions, {
      type: 'post',
      find: (id) => store.get(id),
      missing: postNotFound,
      // The stored state was a cleaned post; the update cleans it again all the same.
      restore: (id, state, by) => posts.update(id, restoreOf(state), by),
    });
  }
}

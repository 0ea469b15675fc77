/**
 * A post's history: every save keeps the post as it then was; an editor lists the versions, reads one
 * whole and restores it. A restore is an update like any other (the same
 * cleaning, rules, audit entry and slug check: 409 POST.SLUG_TAKEN with nothing changed when another
 * post has taken the slug since), so it is also the newest version.
 */
import { Injectable } from '@nestjs/common';
import type { BlogPost, Version, VersionList } from '@madar/shared';
import { RecordHistory, VersionsStore } from '@madar/shared/data';
import type { AuditSource } from '@madar/shared/nest';
import { restoreOf } from './blog-post-versions';
import { BlogPostsService, postNotFound } from './blog-posts.service';
import { BlogPostsStore } from './blog-posts.store';

@Injectable()
export class BlogPostVersionsService {
  private readonly history: RecordHistory<BlogPost>;

  constructor(
    versions: VersionsStore,
    store: BlogPostsStore,
    private readonly posts: BlogPostsService,
  ) {
    this.history = new RecordHistory(versions, 'post', (id) => store.get(id), postNotFound);
  }

  list(id: string): Promise<VersionList> {
    return this.history.list(id);
  }

  get(id: string, versionId: string): Promise<Version<BlogPost>> {
    return this.history.get(id, versionId);
  }

  async restore(id: string, versionId: string, by: AuditSource): Promise<BlogPost> {
    const { state } = await this.history.get(id, versionId);
    // The stored state was a cleaned post; the update cleans it again all the same.
    return this.posts.update(id, restoreOf(state), by);
  }
}

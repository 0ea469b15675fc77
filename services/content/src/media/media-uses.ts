/**
 * Which posts point at an image of the library: the cover (`image`) or the body (an `<img>` in either
 * language) holding the image's stem, `/media/<id>-`, whatever the revision, width or format, and
 * whether the address is the site path or an absolute URL of the site. Read through the blog's own
 * store, drafts and scheduled posts included: a draft published later must not lose its picture.
 */
import { MAX_PAGE_SIZE } from '@madar/shared';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { BlogPostsStore } from '../blog/blog-posts.store';
import { mediaStem, type MediaUse } from './media.model';

@Injectable()
export class MediaUses {
  constructor(private readonly modules: ModuleRef) {}

  /**
   * The blog module keeps its store to itself (it exports nothing), so it is looked up in the whole
   * application, when first needed: the same instance the blog's routes write through.
   */
  private get posts(): BlogPostsStore {
    return this.modules.get(BlogPostsStore, { strict: false });
  }

  async of(id: string): Promise<MediaUse[]> {
    const stem = mediaStem(id);
    const uses: MediaUse[] = [];
    // The blog is tens of posts: a page of a hundred at a time, every page, is a few reads at most.
    for (let page = 1; ; page += 1) {
      const { items, total } = await this.posts.list({
        page,
        pageSize: MAX_PAGE_SIZE,
        sort: { field: 'date', direction: 'desc' },
      });
      for (const post of items) {
        const use = { postId: post.id, slug: post.slug, title: post.title };
        if (post.image.includes(stem)) uses.push({ ...use, field: 'image' });
        if (post.content.en.includes(stem) || post.content.ar.includes(stem))
          uses.push({ ...use, field: 'content' });
      }
      if (items.length === 0 || page * MAX_PAGE_SIZE >= total) return uses;
    }
  }
}

/**
 * The blog's rules (spec §4): drafts are invisible to the public; `publishedAt` is set when a post is
 * first published (at creation or later) and kept if it is unpublished again, so republishing does
 * not move an old article to the top; `updatedAt` is refreshed by every update; slugs are unique
 * among all posts, drafts included; every write is sanitised before it is stored.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type BlogCategoryId, type BlogPost, ERROR_CODES } from '@madar/shared';
import { Clock, conflict, notFound } from '@madar/shared/nest';
import { BlogPostsStore } from './blog-posts.store';
import type { CreatePostDto } from './dto/create-post.dto';
import type { UpdatePostDto } from './dto/update-post.dto';
import { AVATAR_PLACEHOLDER, BLOG_IMAGE_PLACEHOLDER, cleanPostInput } from './post-input';

const time = (iso: string) => new Date(iso).getTime();

/** Newest first by the given time; ties fall back to the id so the order is stable. */
function newestFirst(key: (post: BlogPost) => string) {
  return (a: BlogPost, b: BlogPost) => time(key(b)) - time(key(a)) || a.id.localeCompare(b.id);
}

const inCategory = (category: BlogCategoryId | undefined) => (post: BlogPost) =>
  category === undefined || category === 'all' || post.category === category;

export const postNotFound = () => notFound(ERROR_CODES.POST_NOT_FOUND, 'Post not found');

@Injectable()
export class BlogPostsService {
  constructor(
    private readonly store: BlogPostsStore,
    private readonly clock: Clock,
  ) {}

  /** What the public sees: published posts, newest publication first. */
  listPublished(category?: BlogCategoryId): BlogPost[] {
    return this.store
      .list()
      .filter((post) => post.published && inCategory(category)(post))
      .sort(newestFirst((post) => post.publishedAt ?? post.createdAt));
  }

  /**
   * What the admin's table shows: every post, newest created first. Creation time rather than
   * updatedAt keeps rows in place while an admin edits them one after another.
   */
  listAll(category?: BlogCategoryId): BlogPost[] {
    return this.store
      .list()
      .filter(inCategory(category))
      .sort(newestFirst((post) => post.createdAt));
  }

  /** A published post by slug; a draft answers exactly like an unknown slug. */
  findPublishedBySlug(slug: string): BlogPost {
    const post = this.store.findBySlug(slug);
    if (!post?.published) throw postNotFound();
    return post;
  }

  create(dto: CreatePostDto): BlogPost {
    const fields = cleanPostInput(dto);
    this.assertSlugFree(fields.slug);
    const now = this.clock.now().toISOString();
    const publishedAt = dto.published ? now : null;
    const post: BlogPost = {
      id: randomUUID(),
      authorImage: AVATAR_PLACEHOLDER,
      image: BLOG_IMAGE_PLACEHOLDER,
      tags: [],
      ...fields,
      published: dto.published,
      publishedAt,
      createdAt: now,
      updatedAt: now,
      date: publishedAt ?? now,
    };
    this.store.save(post);
    return post;
  }

  update(id: string, dto: UpdatePostDto): BlogPost {
    const current = this.store.findById(id);
    if (!current) throw postNotFound();
    const fields = cleanPostInput(dto);
    if (fields.slug !== undefined && fields.slug !== current.slug) this.assertSlugFree(fields.slug);
    const now = this.clock.now().toISOString();
    const published = dto.published ?? current.published;
    const publishedAt = current.publishedAt ?? (published ? now : null);
    const post: BlogPost = {
      ...current,
      ...fields,
      published,
      publishedAt,
      updatedAt: now,
      date: publishedAt ?? current.createdAt,
    };
    this.store.save(post);
    return post;
  }

  remove(id: string): void {
    if (!this.store.delete(id)) throw postNotFound();
  }

  /** Every post, for the dashboard. */
  all(): BlogPost[] {
    return this.store.list();
  }

  private assertSlugFree(slug: string): void {
    if (this.store.findBySlug(slug)) {
      throw conflict(ERROR_CODES.POST_SLUG_TAKEN, 'Another post already uses this slug');
    }
  }
}

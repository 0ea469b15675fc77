/**
 * The blog's rules (docs/product.md#admin-lists): drafts are invisible to the public; `publishedAt` is set
 * when a post is first published (at creation or later) and kept if it is unpublished again, so republishing
 * does not move an old article to the top; `updatedAt` is refreshed by every update; slugs are unique
 * among all posts, drafts included (the store enforces it); every write is sanitised before it is stored.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  BLOG_POST_SUMMARY_FIELDS,
  type BlogCategoryId,
  type BlogPost,
  type BlogPostSummary,
  ERROR_CODES,
  type Page,
  summarize,
} from '@madar/shared';
import { everyItem } from '@madar/shared/data';
import { type AuditSource, auditStamp, Clock, notFound } from '@madar/shared/nest';
import { PublishedPostBodies } from '../common/json-body';
import { BlogPostsStore, type PostListQuery } from './blog-posts.store';
import type { CreatePostDto } from './dto/create-post.dto';
import type { UpdatePostDto } from './dto/update-post.dto';
import { AVATAR_PLACEHOLDER, BLOG_IMAGE_PLACEHOLDER, cleanPostInput } from './post-input';
import { scheduleAfterWrite } from './post-schedule.rules';

export const postNotFound = () => notFound(ERROR_CODES.POST_NOT_FOUND, 'Post not found');

@Injectable()
export class BlogPostsService {
  constructor(
    private readonly store: BlogPostsStore,
    private readonly clock: Clock,
    private readonly publicBodies: PublishedPostBodies,
  ) {}

  /** What the public sees: every published post as a card, newest publication first (ties by id). */
  async listPublished(category?: BlogCategoryId): Promise<BlogPostSummary[]> {
    const only = category === undefined || category === 'all' ? {} : { category };
    const posts: BlogPostSummary[] = [];
    const published = everyItem((query: PostListQuery) => this.store.list({ ...query, ...only }), {
      status: 'published',
      sort: { field: 'date', direction: 'desc' },
    });
    for await (const post of published) posts.push(summarize(post, BLOG_POST_SUMMARY_FIELDS));
    return posts;
  }

  /**
   * Up to `limit` published posts to read after the one with this slug (docs/product.md#related-posts): its
   * category's newest first, then the newest of the others, so the list is empty only when no other post is
   * published. 404 POST.NOT_FOUND, as for the post itself, when the slug is unknown or a draft.
   */
  async relatedPublished(slug: string, limit: number): Promise<BlogPostSummary[]> {
    const post = await this.findPublishedBySlug(slug);
    // limit + 1 of each: the post itself may be among them, and when its category has fewer than
    // `limit` others, at most that many + 1 of the newest are of its category.
    const newest = (only: Pick<PostListQuery, 'category'>) =>
      this.store.list({
        ...only,
        status: 'published',
        sort: { field: 'date', direction: 'desc' },
        page: 1,
        pageSize: limit + 1,
      });
    const others = (page: Page<BlogPost>) => page.items.filter((other) => other.id !== post.id);
    const sameCategory = others(await newest({ category: post.category }));
    const related =
      sameCategory.length >= limit
        ? sameCategory
        : [...sameCategory, ...others(await newest({})).filter((other) => other.category !== post.category)];
    return related.slice(0, limit).map((other) => summarize(other, BLOG_POST_SUMMARY_FIELDS));
  }

  /** One page of the admin's table: search, status, category, order. */
  list(query: PostListQuery): Promise<Page<BlogPost>> {
    return this.store.list(query);
  }

  /** A published post by slug; a draft answers exactly like an unknown slug. */
  async findPublishedBySlug(slug: string): Promise<BlogPost> {
    const post = await this.store.getBySlug(slug);
    if (!post?.published) throw postNotFound();
    return post;
  }

  /** Resolves once the post is stored; 409 POST.SLUG_TAKEN when another post has the slug. */
  async create(dto: CreatePostDto, by: AuditSource): Promise<BlogPost> {
    const fields = cleanPostInput(dto);
    const scheduledAt = scheduleAfterWrite(dto.scheduledAt, null, dto.published, this.clock.now());
    const now = this.clock.now().toISOString();
    const publishedAt = dto.published ? now : null;
    return this.changing(() =>
      this.store.create(
        {
          id: randomUUID(),
          authorImage: AVATAR_PLACEHOLDER,
          image: BLOG_IMAGE_PLACEHOLDER,
          tags: [],
          ...fields,
          published: dto.published,
          publishedAt,
          scheduledAt,
          createdAt: now,
          updatedAt: now,
          date: publishedAt ?? now,
        },
        auditStamp(by, this.clock),
      ),
    );
  }

  async update(id: string, dto: UpdatePostDto, by: AuditSource): Promise<BlogPost> {
    const current = await this.store.get(id);
    if (!current) throw postNotFound();
    const fields = cleanPostInput(dto);
    const now = this.clock.now().toISOString();
    const published = dto.published ?? current.published;
    const scheduledAt = scheduleAfterWrite(dto.scheduledAt, current.scheduledAt, published, this.clock.now());
    const updated = await this.changing(() =>
      this.store.update(
        id,
        {
          ...fields,
          published,
          scheduledAt,
          publishedAt: current.publishedAt ?? (published ? now : null),
          updatedAt: now,
        },
        auditStamp(by, this.clock),
      ),
    );
    if (!updated) throw postNotFound();
    return updated;
  }

  async remove(id: string, by: AuditSource): Promise<void> {
    if (!(await this.changing(() => this.store.delete(id, auditStamp(by, this.clock))))) throw postNotFound();
  }

  /** A write, after which (stored or refused) the public answers kept so far are forgotten. */
  private async changing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.publicBodies.clear();
    }
  }
}

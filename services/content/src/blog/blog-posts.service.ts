/**
 * The blog's rules (spec §4): drafts are invisible to the public; `publishedAt` is set when a post is
 * first published (at creation or later) and kept if it is unpublished again, so republishing does
 * not move an old article to the top; `updatedAt` is refreshed by every update; slugs are unique
 * among all posts, drafts included (the store enforces it); every write is sanitised before it is stored.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type BlogCategoryId, type BlogPost, ERROR_CODES, type Page } from '@madar/shared';
import { everyItem } from '@madar/shared/data';
import { Clock, notFound } from '@madar/shared/nest';
import { PublishedPostBodies } from '../common/json-body';
import { BlogPostsStore, type PostListQuery } from './blog-posts.store';
import type { CreatePostDto } from './dto/create-post.dto';
import type { UpdatePostDto } from './dto/update-post.dto';
import { AVATAR_PLACEHOLDER, BLOG_IMAGE_PLACEHOLDER, cleanPostInput } from './post-input';

export const postNotFound = () => notFound(ERROR_CODES.POST_NOT_FOUND, 'Post not found');

@Injectable()
export class BlogPostsService {
  constructor(
    private readonly store: BlogPostsStore,
    private readonly clock: Clock,
    private readonly publicBodies: PublishedPostBodies,
  ) {}

  /** What the public sees: every published post, newest publication first (ties by id). */
  async listPublished(category?: BlogCategoryId): Promise<BlogPost[]> {
    const only = category === undefined || category === 'all' ? {} : { category };
    const posts: BlogPost[] = [];
    const published = everyItem((query: PostListQuery) => this.store.list({ ...query, ...only }), {
      status: 'published',
      sort: { field: 'date', direction: 'desc' },
    });
    for await (const post of published) posts.push(post);
    return posts;
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
  async create(dto: CreatePostDto): Promise<BlogPost> {
    const fields = cleanPostInput(dto);
    const now = this.clock.now().toISOString();
    const publishedAt = dto.published ? now : null;
    return this.changing(() =>
      this.store.create({
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
      }),
    );
  }

  async update(id: string, dto: UpdatePostDto): Promise<BlogPost> {
    const current = await this.store.get(id);
    if (!current) throw postNotFound();
    const fields = cleanPostInput(dto);
    const now = this.clock.now().toISOString();
    const published = dto.published ?? current.published;
    const updated = await this.changing(() =>
      this.store.update(id, {
        ...fields,
        published,
        publishedAt: current.publishedAt ?? (published ? now : null),
        updatedAt: now,
      }),
    );
    if (!updated) throw postNotFound();
    return updated;
  }

  async remove(id: string): Promise<void> {
    if (!(await this.changing(() => this.store.delete(id)))) throw postNotFound();
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

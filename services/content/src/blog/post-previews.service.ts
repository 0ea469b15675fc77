/**
 * Post previews: a staff member's unsaved post, validated and sanitised exactly as a save would store it,
 * kept for PREVIEW_TTL_MINUTES under a random token that is the only key to it (a capability: the public
 * preview route asks for nothing else). Nothing is saved and nothing is audited: a preview changes no post.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  BLOG_POST_SUMMARY_FIELDS,
  type BlogPost,
  type BlogPostSummary,
  type Page,
  type PostPreview,
  type PostPreviewLink,
  summarize,
} from '@madar/shared';
import { keepPreview, openPreview, previewUrls } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import { BlogPostsStore, type PostListQuery } from './blog-posts.store';
import { postNotFound } from './blog-posts.service';
import { DEFAULT_RELATED_LIMIT } from './dto/related-posts-query.dto';
import type { CreatePostPreviewDto } from './post-previews.dto';
import { PostPreviewsStore } from './post-previews.store';
import { AVATAR_PLACEHOLDER, BLOG_IMAGE_PLACEHOLDER, cleanPostInput } from './post-input';
import { scheduleAfterWrite } from './post-schedule.rules';

/** How long a preview opens (PREVIEW_TTL_MINUTES), given to BlogModule.forRoot. */
export class PostPreviewSettings {
  constructor(readonly ttlMinutes: number) {}
}

@Injectable()
export class PostPreviewsService {
  constructor(
    private readonly previews: PostPreviewsStore,
    private readonly posts: BlogPostsStore,
    private readonly clock: Clock,
    private readonly settings: PostPreviewSettings,
  ) {}

  /** 400 as a save would refuse the same body; 404 POST.NOT_FOUND when `id` names no post. */
  async create(dto: CreatePostPreviewDto): Promise<PostPreviewLink> {
    const now = this.clock.now();
    const post = await this.previewedPost(dto, now);
    const related = await this.relatedTo(post);
    const { token, expiresAt } = await keepPreview(
      this.previews,
      this.settings.ttlMinutes,
      now,
      (expiry) => ({ post, related, expiresAt: expiry }),
    );
    return { token, expiresAt, urls: previewUrls(`/blog/${post.slug}`, token) };
  }

  /** The preview this token opens; 404 PREVIEW.NOT_FOUND when none, expired, or not a token at all. */
  find(token: string): Promise<PostPreview> {
    return openPreview(this.previews, token, this.clock.now());
  }

  /** The post as the create or update of this body would store it (BlogPostsService's rules), unsaved. */
  private async previewedPost(dto: CreatePostPreviewDto, now: Date): Promise<BlogPost> {
    const fields = cleanPostInput(dto);
    const current = dto.id === undefined ? undefined : await this.posts.get(dto.id);
    if (dto.id !== undefined && !current) throw postNotFound();
    const scheduledAt = scheduleAfterWrite(dto.scheduledAt, current?.scheduledAt, dto.published, now);
    const at = now.toISOString();
    const publishedAt = current?.publishedAt ?? (dto.published ? at : null);
    const createdAt = current?.createdAt ?? at;
    return {
      id: current?.id ?? randomUUID(),
      authorImage: current?.authorImage ?? AVATAR_PLACEHOLDER,
      image: current?.image ?? BLOG_IMAGE_PLACEHOLDER,
      tags: current?.tags ?? [],
      ...fields,
      published: dto.published,
      publishedAt,
      scheduledAt,
      createdAt,
      updatedAt: at,
      date: publishedAt ?? createdAt,
    };
  }

  /**
   * The posts the page offers to read next, chosen as for a published post (BlogPostsService's
   * relatedPublished): the same category newest first, then the newest others; never the post itself.
   */
  private async relatedTo(post: BlogPost): Promise<BlogPostSummary[]> {
    const limit = DEFAULT_RELATED_LIMIT;
    const newest = (only: Pick<PostListQuery, 'category'>) =>
      this.posts.list({
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
}

/**
 * Post previews: a staff member's unsaved post, validated and sanitised exactly as a save would store it,
 * kept for PREVIEW_TTL_MINUTES under a random token that is the only key to it (a capability: the public
 * preview route asks for nothing else). Nothing is saved and nothing is audited: a preview changes no post.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  BLOG_POST_SUMMARY_FIELDS,
  type BlogPost,
  type BlogPostSummary,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  type Language,
  LANGUAGE_CODES,
  type Page,
  type PostPreview,
  type PostPreviewLink,
  PREVIEW_PARAM,
  summarize,
} from '@madar/shared';
import { Clock, notFound } from '@madar/shared/nest';
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

const TOKEN_BYTES = 32;
/** 32 bytes in base64url, unpadded: 43 characters. Anything else is no token the service issued. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const previewNotFound = () =>
  notFound(ERROR_CODES.PREVIEW_NOT_FOUND, 'No preview has this token, or it has expired');

/** What the store keys a preview by: its token's SHA-256, so the stored rows open nothing. */
export const hashPreviewToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The post's public page in `lang` with the preview's token (the gateway never keeps such a page). */
const previewPath = (slug: string, lang: Language, token: string): string =>
  `${lang === DEFAULT_LANGUAGE ? '' : `/${lang}`}/blog/${slug}?${PREVIEW_PARAM}=${token}`;

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
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.settings.ttlMinutes * 60_000);
    await this.previews.put(
      {
        tokenHash: hashPreviewToken(token),
        preview: { post, related, expiresAt: expiresAt.toISOString() },
        expiresAt,
      },
      now,
    );
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      urls: Object.fromEntries(
        LANGUAGE_CODES.map((lang) => [lang, previewPath(post.slug, lang, token)]),
      ) as PostPreviewLink['urls'],
    };
  }

  /** The preview this token opens; 404 PREVIEW.NOT_FOUND when none, expired, or not a token at all. */
  async find(token: string): Promise<PostPreview> {
    if (!TOKEN_PATTERN.test(token)) throw previewNotFound();
    const preview = await this.previews.get(hashPreviewToken(token), this.clock.now());
    if (!preview) throw previewNotFound();
    return preview;
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

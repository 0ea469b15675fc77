/**
 * A blog post: the blog's categories, the record and the summary its lists show, the admin list's sort
 * fields, and POST and PATCH /api/blog/posts (texts in both languages; the body is HTML reduced to
 * POST_HTML_ALLOWLIST, `post-html.ts`, on write).
 */
import type { Language } from '../languages';
import type { LocalizedText } from '../localized-text';
import type { PublicationStatus } from './job';
import { SHORT_TEXT_MAX, type FieldLimits } from './text';

export const BLOG_CATEGORY_IDS = [
  'all',
  'it-infrastructure',
  'security',
  'cloud',
  'telecommunications',
  'software-development',
  'support',
] as const;
export type BlogCategoryId = (typeof BLOG_CATEGORY_IDS)[number];

export interface BlogPost {
  id: string;
  title: LocalizedText;
  slug: string;
  category: Exclude<BlogCategoryId, 'all'>;
  /** The author's name in each language's own script ("Youssef Al-Werfalli" / "يوسف الورفلي"). */
  author: LocalizedText;
  authorTitle: LocalizedText;
  authorImage: string;
  date: string;
  image: string;
  excerpt: LocalizedText;
  content: LocalizedText;
  /** Each tag in both languages (search looks in both). */
  tags: LocalizedText[];
  published: boolean;
  publishedAt: string | null;
  /**
   * When a draft is to be published by itself (UTC ISO 8601): such a draft is "scheduled". The
   * scheduled task publishes it at that moment and clears this; null (answers always carry it) or
   * absent when nothing is scheduled.
   */
  scheduledAt?: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * What the public post lists (`GET /api/blog/posts`, `.../{slug}/related`) give per post: a blog card
 * and what /blog searches (title, excerpt, tags); `updatedAt` too, a sitemap's `lastmod`.
 */
export const BLOG_POST_SUMMARY_FIELDS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'category',
  'author',
  'date',
  'image',
  'tags',
  'updatedAt',
] as const satisfies readonly (keyof BlogPost)[];
export type BlogPostSummary = Pick<BlogPost, (typeof BLOG_POST_SUMMARY_FIELDS)[number]>;

export interface BlogCategory {
  id: BlogCategoryId;
  label: LocalizedText;
}

export const postStatus = (post: Pick<BlogPost, 'published' | 'scheduledAt'>): PublicationStatus =>
  post.published ? 'published' : post.scheduledAt ? 'scheduled' : 'draft';

export const POST_SORT_FIELDS = ['date', 'createdAt', 'updatedAt', 'slug'] as const;
export type PostSortField = (typeof POST_SORT_FIELDS)[number];
export const POST_DEFAULT_SORT = 'date:desc' as const;

export type PostCategoryId = BlogPost['category'];

/** A post's possible categories: the blog's filter values but `all`. */
export const POST_CATEGORY_IDS = /* @__PURE__ */ (() =>
  BLOG_CATEGORY_IDS.filter((id): id is PostCategoryId => id !== 'all'))();

export interface PostRequest {
  title: LocalizedText;
  /** Plain text; tags are removed. */
  excerpt: LocalizedText;
  /** HTML. */
  content: LocalizedText;
  slug: string;
  category: PostCategoryId;
  /**
   * Both languages. A plain string, as clients sent before names had an Arabic spelling, is still taken
   * and stored as the name in both languages.
   */
  author: LocalizedText;
  authorTitle: LocalizedText;
  /** A site path under /images/ or /media/, or an https URL; the avatar placeholder when left out. */
  authorImage?: string;
  /** A site path under /images/ or /media/, or an https URL; the blog placeholder when left out. */
  image?: string;
  /** Each tag in both languages. */
  tags?: LocalizedText[];
  /** true publishes now; false keeps the post a draft. */
  published: boolean;
  /**
   * A draft only: publish it at this moment (ISO 8601 with its offset, stored as UTC), which must be
   * ahead of now (400 POST.SCHEDULE_IN_PAST); null cancels the schedule, publishing clears it.
   */
  scheduledAt?: string | null;
}

/** PATCH: any subset; a bilingual field is replaced whole. */
export type PostUpdateRequest = Partial<PostRequest>;

/**
 * POST /api/blog/posts/previews (staff): the editor's current, unsaved state, validated and sanitised as a
 * save would be, and the id of the post being edited (none for a new one). Nothing is saved.
 */
export interface PostPreviewRequest extends PostRequest {
  id?: string;
}

/**
 * The answer to a preview request: a capability. `token` opens the preview until `expiresAt`; `urls` are
 * the post's own public addresses with `?preview=<token>`, per language (site paths).
 */
export interface PostPreviewLink {
  token: string;
  expiresAt: string;
  urls: Record<Language, string>;
}

/**
 * GET /api/blog/previews/{token}: what the public post page would show, as it reads it (the post and the
 * posts to read next), and when the preview stops opening.
 */
export interface PostPreview {
  post: BlogPost;
  related: BlogPostSummary[];
  expiresAt: string;
}

/** The query parameter a preview address carries its token in. */
export const PREVIEW_PARAM = 'preview';

/** Lengths; a bilingual field's limit holds for each language. */
export const POST_LIMITS = {
  title: SHORT_TEXT_MAX,
  excerpt: 1_000,
  // Express refuses JSON bodies over 100 kB before this applies; the limit documents the intent.
  content: 60_000,
  authorTitle: SHORT_TEXT_MAX,
  slug: 120,
  author: 100,
  authorImage: 500,
  image: 500,
} as const satisfies FieldLimits<PostRequest>;

/** Tags on one post, and the length of each (in each language). */
export const POST_TAGS_MAX = 10;
export const POST_TAG_MAX = 40;

/** Lowercase letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An image of the site itself: a bundled one (`/images/...`) or a file of the media library
 * (`/media/<name>`). The other kind of image reference is an absolute https URL.
 */
export const SITE_IMAGE_PATTERN = /^\/(images|media)\/[A-Za-z0-9._~/-]+$/;

/**
 * POST and PATCH /api/blog/posts: a post as the admin writes it. Texts in both languages; the body is
 * HTML reduced to POST_HTML_ALLOWLIST (`post-html.ts`) on write.
 */
import type { BlogPost } from '../entities';
import { BLOG_CATEGORY_IDS } from '../enums';
import type { LocalizedText } from '../localized-text';
import { SHORT_TEXT_MAX, type FieldLimits } from './text';

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
  author: string;
  authorTitle: LocalizedText;
  /** A site path under /images/ or an https URL; the avatar placeholder when left out. */
  authorImage?: string;
  /** A site path under /images/ or an https URL; the blog placeholder when left out. */
  image?: string;
  /** Each tag in both languages. */
  tags?: LocalizedText[];
  /** true publishes now; false keeps the post a draft. */
  published: boolean;
}

/** PATCH: any subset; a bilingual field is replaced whole. */
export type PostUpdateRequest = Partial<PostRequest>;

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

/** An image of the site itself (the other kind of image reference is an absolute https URL). */
export const SITE_IMAGE_PATTERN = /^\/images\/[A-Za-z0-9._~/-]+$/;

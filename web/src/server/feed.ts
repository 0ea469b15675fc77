/**
 * The blog's feeds: `/feed.xml` in English and `/ar/feed.xml` in Arabic, each the newest published posts
 * with that language's title, excerpt, author and category, every link absolute from PUBLIC_ORIGIN.
 * RSS 2.0 rather than Atom: it is what the pages' `<link rel="alternate">` announces and what every
 * reader and mail tool (newsletters built from a feed) reads; the two things it lacks are taken from
 * the usual namespaces: the feed's own address from Atom (`atom:link rel="self"`) and the author's name
 * from Dublin Core (`dc:creator`: RSS's `<author>` must be an email address).
 */
import {
  LANGUAGE_CODES,
  type BlogCategory,
  type BlogPost,
  type BlogPostSummary,
  type Language,
} from '@madar/shared';
import type { i18n as I18n } from 'i18next';
import { blogCategoriesKey } from '@/features/blog/api/get-categories';
import { blogPostsKey } from '@/features/blog/api/get-posts';
import { categoryLabel } from '@/features/blog/lib/category-label';
import { localizedPath } from '@/lib/site-paths';
import type { FetchKey } from './upstream';

/** Posts per feed: readers keep what they have seen, so a feed needs only the recent ones. */
export const FEED_SIZE = 20;
export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

/** A feed's address in a language: `/feed.xml`, `/ar/feed.xml`. */
export const feedPath = (lang: Language): string => localizedPath('/feed.xml', lang);

/** The language whose feed this address is, or undefined for any other address. */
export function feedLanguage(pathname: string): Language | undefined {
  return LANGUAGE_CODES.find((lang) => feedPath(lang) === pathname);
}

/**
 * A post as the public list gives it, with what the full record says about publishing when the list
 * carries it (a draft, or a post scheduled for later, must never reach a reader's feed).
 */
export type FeedPost = BlogPostSummary &
  Partial<Pick<BlogPost, 'published' | 'publishedAt'>> & { scheduledAt?: string | null };

interface Dated {
  post: FeedPost;
  time: number;
}

/**
 * The newest `size` posts out by `now`, newest first. The public list holds published posts only, but a
 * post set to publish at a later time must not show before it even if the list still lists it, so the
 * time is checked here too: `publishedAt` where given, else `date` (the first publication), and a
 * `scheduledAt` still ahead keeps a post out whatever else it says.
 */
export function newestPublished(posts: readonly FeedPost[], now: Date, size = FEED_SIZE): Dated[] {
  return posts
    .filter((post) => post.published !== false && post.publishedAt !== null)
    .filter((post) => !post.scheduledAt || Date.parse(post.scheduledAt) <= now.getTime())
    .map((post) => ({ post, time: Date.parse(post.publishedAt ?? post.date) }))
    .filter(({ time }) => !Number.isNaN(time) && time <= now.getTime())
    .sort((a, b) => b.time - a.time)
    .slice(0, size);
}

async function list<T>(fetchKey: FetchKey, key: string): Promise<T[]> {
  const result = await fetchKey(key);
  if (!result || 'error' in result)
    throw new Error(`${key}: ${result ? result.error.message : 'not routed'}`);
  return Array.isArray(result.data) ? (result.data as T[]) : [];
}

// XML 1.0 has no place for most control characters (or a lone surrogate): one in a title would make a
// reader reject the whole feed, so they are dropped rather than escaped.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const escapeXml = (text: string): string =>
  text
    .replace(CONTROL, '')
    .replace(LONE_SURROGATE, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** RFC 822 dates, as RSS 2.0 has them: `Thu, 26 Nov 2026 15:30:00 GMT`. */
const rfc822 = (time: number): string => new Date(time).toUTCString();

const element = (name: string, value: string): string => `<${name}>${escapeXml(value)}</${name}>`;

export interface FeedInput {
  lang: Language;
  origin: string;
  title: string;
  description: string;
  posts: Dated[];
  categories: readonly BlogCategory[];
}

export function feedXml(input: FeedInput): string {
  const { lang, origin } = input;
  const items = input.posts.map(({ post, time }) =>
    [
      '    <item>',
      `      ${element('title', post.title[lang])}`,
      `      ${element('link', origin + localizedPath(`/blog/${encodeURIComponent(post.slug)}`, lang))}`,
      // The post's id, not its address: a slug edited later must not show the post again as new.
      `      <guid isPermaLink="false">${escapeXml(`${post.id}:${lang}`)}</guid>`,
      `      ${element('description', post.excerpt[lang])}`,
      `      ${element('dc:creator', post.author[lang])}`,
      `      ${element('category', categoryLabel(input.categories, post.category, lang))}`,
      `      <pubDate>${rfc822(time)}</pubDate>`,
      '    </item>',
    ].join('\n'),
  );
  const newest = input.posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', input.title)}`,
    `    ${element('link', origin + localizedPath('/blog', lang))}`,
    `    ${element('description', input.description)}`,
    `    <language>${lang}</language>`,
    `    <atom:link href="${escapeXml(origin + feedPath(lang))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.time)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export interface FeedDeps {
  fetchKey: FetchKey;
  origin: string;
  i18nFor: (lang: Language) => I18n;
  now: Date;
}

/** The feed of one language; throws when the blog does not answer (the caller: 503, never an empty feed). */
export async function renderFeed(lang: Language, deps: FeedDeps): Promise<string> {
  const [posts, categories] = await Promise.all([
    list<FeedPost>(deps.fetchKey, blogPostsKey),
    list<BlogCategory>(deps.fetchKey, blogCategoriesKey),
  ]);
  const i18n = deps.i18nFor(lang);
  return feedXml({
    lang,
    origin: deps.origin,
    title: i18n.getFixedT(lang, 'meta')('feedTitle'),
    description: i18n.getFixedT(lang, 'blog')('meta.description'),
    posts: newestPublished(posts, deps.now),
    categories,
  });
}

import {
  AVATAR_PLACEHOLDER,
  BLOG_CATEGORY_IDS,
  POST_LIMITS,
  SLUG_PATTERN,
  type LocalizedText,
} from '@madar/shared';
import { POST_SEEDS, buildBlogSeed } from './blog.seed';
import { isImageRef } from './dto/image-ref.validator';
import { sanitizePostHtml, toPlainText } from './html-sanitizer';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const ARABIC = /[\u0600-\u06FF]/;
const posts = buildBlogSeed(NOW);

const texts = (post: (typeof posts)[number]): LocalizedText[] => [
  post.title,
  post.excerpt,
  post.content,
  post.authorTitle,
];

describe('blog seed', () => {
  it('has at least six posts over every category, one of them a draft', () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((p) => p.category))).toEqual(
      new Set(BLOG_CATEGORY_IDS.filter((c) => c !== 'all')),
    );
    expect(posts.filter((p) => !p.published).map((p) => p.slug)).toEqual([
      'enterprise-networks-5g-readiness',
    ]);
    expect(posts.map((p) => p.slug)).toContain('future-it-infrastructure-libya');
  });

  it('uses unique ids and valid unique slugs', () => {
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    for (const post of posts) expect(post.slug).toMatch(SLUG_PATTERN);
  });

  it.each(posts.map((p) => [p.slug, p] as const))(
    '%s has its images, tags and bilingual copy',
    (slug, post) => {
      expect(post.image).toBe(`/images/blog/${slug}.svg`);
      expect(post.authorImage).toBe(AVATAR_PLACEHOLDER);
      expect(
        isImageRef(post.image, POST_LIMITS.image) && isImageRef(post.authorImage, POST_LIMITS.authorImage),
      ).toBe(true);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.author.en).not.toMatch(ARABIC);
      expect(post.author.ar).toMatch(/^[\u0621-\u064A ]+$/);
      for (const text of texts(post)) {
        expect(text.en).not.toMatch(ARABIC);
        expect(text.ar).toMatch(ARABIC);
      }
    },
  );

  it.each(posts.map((p) => [p.slug, p] as const))(
    '%s has a substantial body with headings and a list',
    (_s, post) => {
      for (const html of [post.content.en, post.content.ar]) {
        const paragraphs = html.match(/<p>/g)?.length ?? 0;
        expect(paragraphs).toBeGreaterThanOrEqual(3);
        expect(paragraphs).toBeLessThanOrEqual(6);
        expect(html.match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
        expect(html).toMatch(/<(ul|ol)><li>/);
      }
      // Both languages have the same structure: the Arabic is a translation, not a summary.
      const shape = (html: string) => html.match(/<\/?[a-z0-9]+>/g)?.join('');
      expect(shape(post.content.ar)).toBe(shape(post.content.en));
    },
  );

  it('is already clean: the sanitiser would not change it', () => {
    for (const post of posts) {
      expect(sanitizePostHtml(post.content.en)).toBe(post.content.en);
      expect(sanitizePostHtml(post.content.ar)).toBe(post.content.ar);
      expect(toPlainText(post.title.en)).toBe(post.title.en);
      expect(toPlainText(post.excerpt.ar)).toBe(post.excerpt.ar);
    }
  });

  it('places the times relative to now, spread over about three months', () => {
    for (const post of posts) {
      const created = new Date(post.createdAt).getTime();
      expect(created).toBeLessThan(NOW.getTime());
      expect(created).toBeGreaterThan(NOW.getTime() - 90 * DAY_MS);
      expect(post.date).toBe(post.publishedAt ?? post.createdAt);
      if (post.publishedAt) expect(post.publishedAt >= post.createdAt).toBe(true);
      expect(post.updatedAt >= (post.publishedAt ?? post.createdAt)).toBe(true);
    }
    const ages = POST_SEEDS.map((s) => s.createdDaysAgo);
    expect(ages.filter((d) => d < 30).length).toBeGreaterThan(0);
    expect(ages.filter((d) => d >= 30 && d < 60).length).toBeGreaterThan(0);
  });
});

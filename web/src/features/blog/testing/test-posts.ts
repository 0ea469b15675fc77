import {
  AVATAR_PLACEHOLDER,
  BLOG_POST_SUMMARY_FIELDS,
  type BlogPost,
  type BlogPostSummary,
  summarize,
} from '@madar/shared';

/** A published post for tests; override what the test is about. */
export function makePost(overrides: Partial<BlogPost> & Pick<BlogPost, 'slug'>): BlogPost {
  const { slug } = overrides;
  return {
    id: `id-${slug}`,
    title: { en: `Title ${slug}`, ar: `عنوان ${slug}` },
    category: 'it-infrastructure',
    author: { en: 'Khaled Ben Omran', ar: 'خالد بن عمران' },
    authorTitle: { en: 'Chief Technology Officer', ar: 'المدير التقني' },
    authorImage: AVATAR_PLACEHOLDER,
    date: '2026-08-29T10:00:00.000Z',
    image: `/images/blog/${slug}.svg`,
    excerpt: { en: `Excerpt of ${slug}`, ar: `ملخص ${slug}` },
    content: { en: `<p>Body of ${slug}</p>`, ar: `<p>نص ${slug}</p>` },
    tags: [],
    published: true,
    publishedAt: '2026-08-29T10:00:00.000Z',
    createdAt: '2026-08-29T10:00:00.000Z',
    updatedAt: '2026-08-29T10:00:00.000Z',
    ...overrides,
  };
}

/** A post as the public lists give it (GET /api/blog/posts, .../:slug/related): no body. */
export const postSummary = (post: BlogPost): BlogPostSummary => summarize(post, BLOG_POST_SUMMARY_FIELDS);

import type { BlogPost, Language } from '@madar/shared';
import { localeOf } from '@madar/shared';

/**
 * schema.org BlogPosting for a post's page (search results show its headline, date and author).
 * `url` is the page's absolute address, `origin` the site's (the Organization node's id).
 */
export function blogPostingJsonLd(
  post: BlogPost,
  lang: Language,
  url: string,
  origin: string,
): Record<string, unknown> {
  return {
    '@type': 'BlogPosting',
    headline: post.title[lang],
    description: post.excerpt[lang],
    datePublished: post.publishedAt ?? post.date,
    ...(post.updatedAt ? { dateModified: post.updatedAt } : {}),
    inLanguage: localeOf(lang).split('-u-')[0],
    url,
    mainEntityOfPage: url,
    image: `${origin}${post.image}`,
    author: { '@type': 'Person', name: post.author[lang], jobTitle: post.authorTitle[lang] },
    publisher: { '@id': `${origin}/#organization` },
    keywords: post.tags.map((tag) => tag[lang]).join(', '),
  };
}

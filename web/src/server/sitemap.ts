/**
 * /sitemap.xml and /robots.txt. The sitemap lists every public page in every language, each with its
 * alternates (hreflang) and, where the data has one, its last change, so crawlers find posts and
 * openings created in the admin.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@madar/shared';
import { localizedPath } from '@/lib/site-paths';
import type { FetchKey } from './upstream';

/** The pages that are always there, in the navigation's order (docs/product.md#header-and-footer). */
export const STATIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/projects',
  '/careers',
  '/client-brief',
  '/blog',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
] as const;

interface SitemapPage {
  path: string;
  lastmod?: string;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function latest(dates: (string | null | undefined)[]): string | undefined {
  const times = dates
    .map((date) => (date ? Date.parse(date) : Number.NaN))
    .filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : undefined;
}

async function list<T>(fetchKey: FetchKey, key: string): Promise<T[]> {
  const result = await fetchKey(key);
  if (!result || 'error' in result)
    throw new Error(`${key}: ${result ? result.error.message : 'not routed'}`);
  return Array.isArray(result.data) ? (result.data as T[]) : [];
}

type Dated = { updatedAt?: string; publishedAt?: string | null };

/** Every public page with its last change; throws when a service does not answer (the caller: 503). */
export async function sitemapPages(fetchKey: FetchKey): Promise<SitemapPage[]> {
  const [services, projects, posts, jobs] = await Promise.all([
    list<{ id: string }>(fetchKey, '/services'),
    list<{ id: string }>(fetchKey, '/projects'),
    list<{ slug: string } & Dated>(fetchKey, '/blog/posts'),
    list<{ slug: string } & Dated>(fetchKey, '/jobs'),
  ]);
  const changed = (item: Dated) => latest([item.updatedAt, item.publishedAt]);
  const sections: Record<string, string | undefined> = {
    '/blog': latest(posts.map(changed)),
    '/careers': latest(jobs.map(changed)),
  };
  return [
    ...STATIC_PAGES.map((path) => ({ path, lastmod: sections[path] })),
    ...services.map((service) => ({ path: `/services/${encodeURIComponent(service.id)}` })),
    ...projects.map((project) => ({ path: `/projects/${encodeURIComponent(project.id)}` })),
    ...posts.map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, lastmod: changed(post) })),
    ...jobs.map((job) => ({ path: `/careers/${encodeURIComponent(job.slug)}`, lastmod: changed(job) })),
  ];
}

export function sitemapXml(pages: SitemapPage[], origin: string): string {
  const urls = pages.flatMap((page) => {
    const alternate = (hreflang: string, lang: Language) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + localizedPath(page.path, lang))}"/>`;
    const alternates = [
      ...LANGUAGES.map((language) => alternate(language.code, language.code)),
      alternate('x-default', DEFAULT_LANGUAGE),
    ];
    return LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeXml(origin + localizedPath(page.path, language.code))}</loc>`,
        ...(page.lastmod ? [`    <lastmod>${page.lastmod}</lastmod>`] : []),
        ...alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

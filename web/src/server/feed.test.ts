/**
 * The blog's feeds as a reader gets them from the renderer: /feed.xml and /ar/feed.xml, RSS that parses,
 * the newest published posts in the feed's language, nothing scheduled for later, a 503 (never an empty
 * feed) when the blog does not answer, and every page's head pointing at its language's feed.
 */
import type { BlogPost } from '@madar/shared';
import { DEFAULT_COMPANY } from '@/config/company-defaults';
import { FALLBACK_CATEGORIES, FALLBACK_POSTS } from '@/features/blog/lib/fallback-content';
import { ApiError } from '@/lib/api-error';
import { createServerI18n } from '@/lib/i18n-server';
import { serviceFixtures } from '@/testing/fixtures';
import { createHandler } from './handler';
import type { KeyResult } from './upstream';

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <!-- page-head: here -->
    <title>Madar Technologies</title>
    <!-- /page-head -->
  </head>
  <body><div id="root"></div></body>
</html>`;
const ORIGIN = 'https://www.madar.example';
const NOW = '2026-11-26T15:30:00.000Z';

/** A published post out `hoursAgo` hours before NOW (negative: scheduled for later). */
function post(n: number, hoursAgo: number, fields: Partial<BlogPost> = {}): BlogPost {
  const at = new Date(Date.parse(NOW) - hoursAgo * 3_600_000).toISOString();
  return {
    ...FALLBACK_POSTS[0]!,
    id: `post-${n}`,
    slug: `post-${n}`,
    title: { en: `Post ${n}`, ar: `مقال ${n}` },
    excerpt: { en: `Excerpt ${n}`, ar: `ملخص ${n}` },
    author: { en: 'Youssef Al-Werfalli', ar: 'يوسف الورفلي' },
    category: 'security',
    date: at,
    published: true,
    publishedAt: at,
    updatedAt: at,
    ...fields,
  };
}

function handler(posts: KeyResult, categories: KeyResult = { data: FALLBACK_CATEGORIES }) {
  const answers: Record<string, KeyResult> = {
    '/blog/posts': posts,
    '/blog/categories': categories,
    '/services': { data: serviceFixtures },
    '/projects': { data: [] },
    '/jobs': { data: [] },
  };
  return createHandler({
    template: TEMPLATE,
    origin: ORIGIN,
    fetchKey: (key) => Promise.resolve(answers[key] ?? { error: new ApiError(404, 'X.NOT_FOUND', 'none') }),
    i18nFor: createServerI18n,
    company: DEFAULT_COMPANY,
    securityContact: 'mailto:security@madar.example',
    now: () => new Date(NOW),
  });
}

function parseFeed(body: string | Uint8Array) {
  const xml = new DOMParser().parseFromString(String(body), 'application/xml');
  expect(xml.querySelector('parsererror')).toBeNull();
  const channel = xml.getElementsByTagName('channel')[0]!;
  const child = (parent: Element, name: string) =>
    [...parent.children].find((node) => node.tagName === name)?.textContent ?? undefined;
  const items = [...channel.getElementsByTagName('item')].map((item) => ({
    title: child(item, 'title'),
    link: child(item, 'link'),
    description: child(item, 'description'),
    creator: child(item, 'dc:creator'),
    category: child(item, 'category'),
    pubDate: child(item, 'pubDate'),
  }));
  const self = channel.getElementsByTagName('atom:link')[0];
  return {
    root: xml.documentElement,
    title: child(channel, 'title'),
    link: child(channel, 'link'),
    description: child(channel, 'description'),
    language: child(channel, 'language'),
    lastBuildDate: child(channel, 'lastBuildDate'),
    self: [self?.getAttribute('rel'), self?.getAttribute('href'), self?.getAttribute('type')],
    items,
  };
}

describe("the blog's feeds", () => {
  it('list the newest 20 published posts, newest first, with absolute links, as cacheable RSS', async () => {
    // Out of order, as a list sorted by another field would be.
    const posts = Array.from({ length: 25 }, (_, n) => post(n, ((n * 7) % 25) + 1));
    const reply = await handler({ data: posts })('GET', '/feed.xml');

    expect(reply.status).toBe(200);
    expect(reply.headers).toEqual({
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    const feed = parseFeed(reply.body);
    expect(feed.root.tagName).toBe('rss');
    expect(feed.root.getAttribute('version')).toBe('2.0');
    expect(feed).toMatchObject({
      title: 'Madar Technologies Blog',
      link: `${ORIGIN}/blog`,
      description: expect.stringContaining('Insights from Madar Technologies'),
      language: 'en',
      self: ['self', `${ORIGIN}/feed.xml`, 'application/rss+xml'],
    });
    const hoursAgo = posts.map((p) => (Date.parse(NOW) - Date.parse(p.date)) / 3_600_000);
    const newest = posts
      .map((p, n) => ({ p, h: hoursAgo[n]! }))
      .sort((a, b) => a.h - b.h)
      .slice(0, 20);
    expect(feed.items.map((item) => item.title)).toEqual(newest.map(({ p }) => p.title.en));
    expect(feed.items[0]).toEqual({
      title: newest[0]!.p.title.en,
      link: `${ORIGIN}/blog/${newest[0]!.p.slug}`,
      description: newest[0]!.p.excerpt.en,
      creator: 'Youssef Al-Werfalli',
      category: 'Security',
      pubDate: new Date(newest[0]!.p.date).toUTCString(),
    });
    expect(feed.lastBuildDate).toBe(feed.items[0]?.pubDate);
  });

  it('write the Arabic feed in Arabic: its texts, language, links, author and category', async () => {
    const reply = await handler({ data: [post(1, 2)] })('GET', '/ar/feed.xml');
    expect(reply.status).toBe(200);
    const feed = parseFeed(reply.body);
    expect(feed).toMatchObject({
      title: 'مدونة مدار للتقنية',
      link: `${ORIGIN}/ar/blog`,
      description: expect.stringContaining('رؤى من مدار للتقنية'),
      language: 'ar',
      self: ['self', `${ORIGIN}/ar/feed.xml`, 'application/rss+xml'],
    });
    expect(feed.items).toEqual([
      expect.objectContaining({
        title: 'مقال 1',
        link: `${ORIGIN}/ar/blog/post-1`,
        description: 'ملخص 1',
        creator: 'يوسف الورفلي',
        category: 'الأمن',
      }),
    ]);
  });

  it('escape what looks like markup, quotes and ampersands, and drop characters XML cannot hold', async () => {
    const title = { en: `Fibre & <b>"5G"</b> isn't </title>`, ar: 'الألياف & <"الجيل الخامس">' };
    const excerpt = { en: 'Tom & Jerry\u0007 <script>alert(1)</script>', ar: 'مقال "جديد" & <مهم>' };
    const author = { en: `O'Brien & Sons`, ar: 'علي & <عمر>' };
    const hostile = post(1, 1, { title, excerpt, author });
    for (const [path, lang] of [
      ['/feed.xml', 'en'],
      ['/ar/feed.xml', 'ar'],
    ] as const) {
      const feed = parseFeed((await handler({ data: [hostile] })('GET', path)).body);
      expect(feed.items).toEqual([
        expect.objectContaining({
          title: title[lang],
          description: lang === 'en' ? 'Tom & Jerry <script>alert(1)</script>' : excerpt.ar,
          creator: author[lang],
        }),
      ]);
    }
  });

  it('leave out drafts and posts whose publication time is still ahead', async () => {
    const posts = [
      post(1, -1),
      post(2, 3),
      post(3, 1, { published: false, publishedAt: null }),
      post(4, -24 * 7),
      post(5, 5),
      // As a list that carries the schedule would give a post whose publishing task has not run yet.
      { ...post(6, 1), scheduledAt: new Date(Date.parse(NOW) + 60_000).toISOString() },
    ];
    const feed = parseFeed((await handler({ data: posts })('GET', '/feed.xml')).body);
    expect(feed.items.map((item) => item.title)).toEqual(['Post 2', 'Post 5']);
    expect(feed.lastBuildDate).toBe(new Date(posts[1]!.date).toUTCString());
  });

  it('answer 503 with a short text, never an empty feed, when the blog does not answer', async () => {
    const down = { error: new ApiError(0, 'CLIENT.NETWORK', 'down') };
    for (const reply of [
      await handler(down)('GET', '/feed.xml'),
      await handler({ data: [post(1, 1)] }, down)('GET', '/ar/feed.xml'),
    ]) {
      expect(reply.status).toBe(503);
      expect(reply.headers).toEqual({
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      expect(reply.body).toBe('The feed is briefly unavailable.');
    }
  });

  it("are named in every page's head in the page's language", async () => {
    for (const [path, href, title] of [
      ['/services', '/feed.xml', 'Madar Technologies Blog'],
      ['/ar/services', '/ar/feed.xml', 'مدونة مدار للتقنية'],
      ['/ar/no-such-page', '/ar/feed.xml', 'مدونة مدار للتقنية'],
    ]) {
      const reply = await handler({ data: [post(1, 1)] })('GET', path!);
      expect(reply.status).toBe(path === '/ar/no-such-page' ? 404 : 200);
      const doc = new DOMParser().parseFromString(String(reply.body), 'text/html');
      const links = [...doc.querySelectorAll('link[rel=alternate][type="application/rss+xml"]')];
      expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('title')])).toEqual([
        [href, title],
      ]);
    }
  });

  it('are not pages: the sitemap leaves them out and robots.txt lets crawlers read them', async () => {
    const sitemap = String((await handler({ data: [post(1, 1)] })('GET', '/sitemap.xml')).body);
    expect(sitemap).toContain(`${ORIGIN}/blog/post-1`);
    expect(sitemap).not.toContain('feed.xml');
    const robots = String((await handler({ data: [] })('GET', '/robots.txt')).body);
    const disallowed = [...robots.matchAll(/^Disallow: (.*)$/gm)].map((match) => match[1] ?? '');
    expect(
      disallowed.filter((prefix) => '/feed.xml'.startsWith(prefix) || '/ar/feed.xml'.startsWith(prefix)),
    ).toEqual([]);
  });
});

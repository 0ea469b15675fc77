/**
 * The renderer's HTTP answers: a page's document (language, head tags that parse, data block that
 * cannot break out of its script), robots.txt, sitemap.xml, and the statuses nginx acts on.
 */
import { DEFAULT_COMPANY } from '@/config/company-defaults';
import { FALLBACK_JOBS } from '@/features/careers/data/fallback-jobs';
import { FALLBACK_CATEGORIES, FALLBACK_POSTS } from '@/features/blog/lib/fallback-content';
import { ApiError } from '@/lib/api-error';
import { createServerI18n } from '@/lib/i18n-server';
import { serviceFixtures } from '@/testing/fixtures';
import { createCriticalCss } from './critical-css';
import { createHandler } from './handler';
import type { KeyResult } from './upstream';

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <!-- page-head: here -->
    <title>Madar Technologies</title>
    <!-- /page-head -->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript><p>Needs JavaScript</p></noscript>
  </body>
</html>`;
const ORIGIN = 'https://www.madar.example';

const hostile = {
  ...FALLBACK_POSTS[0]!,
  slug: 'hostile',
  title: { en: '</script><script>alert(1)</script>', ar: 'x' },
};
const answers: Record<string, KeyResult> = {
  '/services': { data: serviceFixtures },
  '/projects': { data: [{ id: 'p-1' }] },
  '/blog/posts': { data: [...FALLBACK_POSTS, hostile] },
  '/blog/categories': { data: FALLBACK_CATEGORIES },
  '/blog/posts/hostile': { data: hostile },
  '/blog/posts/hostile/related': { data: FALLBACK_POSTS.slice(0, 3) },
  '/jobs': {
    data: [
      {
        id: 'ff4a5ac8-0000-4000-8000-000000000001',
        slug: 'job-1',
        updatedAt: '2026-11-01T10:00:00.000Z',
        publishedAt: '2026-10-01T10:00:00.000Z',
      },
    ],
  },
  // What the forms' consent paragraphs read: each service's published retention periods.
  '/recruitment/retention': { data: { applicationsDays: 365 } },
  '/inquiries/retention': { data: { briefsDays: 730, messagesDays: 730 } },
};

function handler(overrides: Record<string, KeyResult> = {}) {
  const all = { ...answers, ...overrides };
  return createHandler({
    template: TEMPLATE,
    origin: ORIGIN,
    fetchKey: (key) => Promise.resolve(all[key] ?? { error: new ApiError(404, 'X.NOT_FOUND', 'none') }),
    i18nFor: createServerI18n,
    company: DEFAULT_COMPANY,
    securityContact: 'mailto:security@madar.example',
    now: () => new Date('2026-11-26T15:30:00.000Z'),
  });
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the renderer handler', () => {
  it('answers an Arabic page with its language, head and data', async () => {
    const reply = await handler()('GET', '/ar/services');
    expect(reply.status).toBe(200);
    expect(reply.headers).toMatchObject({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    const doc = parse(String(reply.body));
    expect(doc.documentElement?.getAttribute('lang')).toBe('ar');
    expect(doc.documentElement?.getAttribute('dir')).toBe('rtl');
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(`${ORIGIN}/ar/services`);
    const alternates = [...doc.querySelectorAll('link[rel=alternate][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${ORIGIN}/services`],
      ['ar', `${ORIGIN}/ar/services`],
      ['x-default', `${ORIGIN}/services`],
    ]);
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      `${ORIGIN}/ar/services`,
    );
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /^https:\/\/www\.madar\.example\//,
    );
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '') as {
      '@graph': { '@type': string }[];
    };
    expect(ld['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'BreadcrumbList']);
    expect(doc.querySelector('noscript')).toBeNull();
    expect(doc.querySelectorAll('title')).toHaveLength(1);
  });

  it("preloads the font the page's language and page ask for, given the path without its language", async () => {
    const asked: [string, string][] = [];
    const reply = await createHandler({
      template: TEMPLATE,
      origin: ORIGIN,
      fetchKey: (key) => Promise.resolve(answers[key] ?? { error: new ApiError(404, 'X.NOT_FOUND', 'none') }),
      i18nFor: createServerI18n,
      company: DEFAULT_COMPANY,
      securityContact: 'mailto:security@madar.example',
      fontPreloads: (lang, path) => {
        asked.push([lang, path]);
        return ['/assets/face.woff2'];
      },
    })('GET', '/ar/services');
    expect(asked).toEqual([['ar', '/services']]);
    const preload = parse(String(reply.body)).querySelector('link[rel=preload][as=font]');
    expect(preload?.getAttribute('href')).toBe('/assets/face.woff2');
    expect(preload?.getAttribute('crossorigin')).not.toBeNull();
  });

  it('keeps data that looks like markup inside its JSON block', async () => {
    const reply = await handler()('GET', '/blog/hostile');
    const doc = parse(String(reply.body));
    expect(doc.querySelectorAll('script:not([type])')).toHaveLength(0);
    const data = JSON.parse(doc.getElementById('madar-page-data')?.textContent ?? '') as {
      entries: Record<string, { data: { title: { en: string } } }>;
    };
    expect(data.entries['/blog/posts/hostile']?.data.title.en).toBe('</script><script>alert(1)</script>');
  });

  it('marks a missing page noindex without a canonical, with status 404', async () => {
    const reply = await handler()('GET', '/services/no-such-service');
    expect(reply.status).toBe(404);
    const doc = parse(String(reply.body));
    expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel=canonical]')).toBeNull();
  });

  describe('a preview address', () => {
    const token = 'pPreviewTokenOf43Charactersxxxxxxxxxxxxxxxx';
    const previewed = {
      post: { ...FALLBACK_POSTS[0]!, slug: 'draft-slug', title: { en: 'Draft title', ar: 'عنوان المسودة' } },
      related: FALLBACK_POSTS.slice(1, 3),
      expiresAt: '2026-11-26T16:30:00.000Z',
    };
    const withPreview = () => handler({ [`/blog/previews/${token}`]: { data: previewed } });

    it('is never stored nor indexed: no-store, private, noindex and nofollow, no canonical', async () => {
      for (const path of [`/blog/draft-slug?preview=${token}`, `/ar/blog/draft-slug?preview=${token}`]) {
        const reply = await withPreview()('GET', path);
        expect(reply.status).toBe(200);
        expect(reply.headers).toMatchObject({
          'Cache-Control': 'no-store, private',
          'X-Robots-Tag': 'noindex, nofollow',
        });
        const doc = parse(String(reply.body));
        expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex, nofollow');
        expect(doc.querySelector('link[rel=canonical]')).toBeNull();
        expect(doc.querySelector('link[rel=alternate][hreflang]')).toBeNull();
        expect(doc.querySelector('.preview-banner')).not.toBeNull();
      }
    });

    it('sends an expired token to the not-found page (404, noindex), not to the published post', async () => {
      const reply = await withPreview()('GET', '/blog/hostile?preview=expired-token');
      expect(reply.status).toBe(302);
      expect(reply.headers.Location).toBe('/not-found');
      const notFound = await withPreview()('GET', reply.headers.Location ?? '');
      expect(notFound.status).toBe(404);
      const doc = parse(String(notFound.body));
      expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
    });

    it('leaves the public page of the same post as it was: no-cache, indexed', async () => {
      const reply = await withPreview()('GET', '/blog/hostile');
      expect(reply.headers['Cache-Control']).toBe('no-cache');
      expect(reply.headers['X-Robots-Tag']).toBeUndefined();
    });
  });

  it("answers a job's page whole when the retention periods cannot be read (a recruitment rolled out before them)", async () => {
    const job = { ...FALLBACK_JOBS[0], id: 'ff4a5ac8-0000-4000-8000-000000000001', slug: 'noc-technician' };
    for (const failure of [404, 503]) {
      const reply = await handler({
        '/jobs/noc-technician': { data: job },
        '/recruitment/retention': { error: new ApiError(failure, 'X.FAILED', 'none') },
      })('GET', '/careers/noc-technician');
      expect(reply.status).toBe(200);
      expect(parse(String(reply.body)).querySelector('meta[name=robots]')).toBeNull();
    }
  });

  it('marks where a newsletter link ends noindex without a canonical, in both languages, with status 200', async () => {
    for (const path of ['/newsletter/unsubscribed', '/ar/newsletter/confirmed']) {
      const reply = await handler()('GET', path);
      expect(reply.status).toBe(200);
      const doc = parse(String(reply.body));
      expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
      expect(doc.querySelector('link[rel=canonical]')).toBeNull();
    }
    const listed = parse(String((await handler()('GET', '/services')).body));
    expect(listed.querySelector('meta[name=robots]')).toBeNull();
  });

  it("moves a job's older address (its id, an earlier slug) for good to its slug, query kept", async () => {
    const job = { ...FALLBACK_JOBS[0], id: 'ff4a5ac8-0000-4000-8000-000000000001', slug: 'noc-technician-2' };
    const moved = handler({ [`/jobs/${job.id}`]: { data: job }, '/jobs/noc-technician': { data: job } });

    const byId = await moved('GET', `/ar/careers/${job.id}?utm_source=x`);
    expect(byId.status).toBe(301);
    expect(byId.headers.Location).toBe('/ar/careers/noc-technician-2?utm_source=x');
    expect((await moved('GET', '/careers/noc-technician')).headers.Location).toBe(
      '/careers/noc-technician-2',
    );

    const current = handler({ '/jobs/noc-technician-2': { data: job } });
    const page = await current('GET', '/careers/noc-technician-2');
    expect(page.status).toBe(200);
    const doc = parse(String(page.body));
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      `${ORIGIN}/careers/noc-technician-2`,
    );
  });

  it('answers 503 no-store when the data is unavailable, so nginx falls back', async () => {
    const reply = await handler({ '/services': { error: new ApiError(0, 'CLIENT.NETWORK', 'down') } })(
      'GET',
      '/services',
    );
    expect(reply.status).toBe(503);
    expect(reply.headers['Cache-Control']).toBe('no-store');
  });

  it('writes robots.txt and a sitemap of every page in both languages', async () => {
    const robots = await handler()('GET', '/robots.txt');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);

    const sitemap = await handler()('GET', '/sitemap.xml');
    expect(sitemap.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    const xml = new DOMParser().parseFromString(String(sitemap.body), 'application/xml');
    expect(xml.querySelector('parsererror')).toBeNull();
    const locs = [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/ar`,
        `${ORIGIN}/services/networking`,
        `${ORIGIN}/ar/projects/p-1`,
        `${ORIGIN}/blog/hostile`,
        `${ORIGIN}/ar/careers/job-1`,
      ]),
    );
    const careers = [...xml.getElementsByTagName('url')].find(
      (url) => url.getElementsByTagName('loc')[0]?.textContent === `${ORIGIN}/careers`,
    );
    expect(careers?.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-11-01T10:00:00.000Z');
  });

  it('never lists a preview address in the sitemap', async () => {
    const xml = String((await handler()('GET', '/sitemap.xml')).body);
    expect(xml).toContain('/blog/hostile');
    expect(xml).not.toContain('preview');
  });

  it('answers 503 for the sitemap when a service is down, and refuses other methods', async () => {
    const down = await handler({ '/jobs': { error: new ApiError(503, 'X', 'down') } })('GET', '/sitemap.xml');
    expect(down.status).toBe(503);
    expect((await handler()('GET', `/${'a'.repeat(3000)}`)).status).toBe(414);
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])(
    'refuses %s with 405, Allow and the error envelope',
    async (method) => {
      const reply = await handler()(method, '/services');
      expect(reply.status).toBe(405);
      expect(reply.headers).toMatchObject({
        Allow: 'GET, HEAD',
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      expect(JSON.parse(String(reply.body))).toEqual({
        statusCode: 405,
        code: 'ROUTE.METHOD_NOT_ALLOWED',
        message: expect.any(String),
        error: 'Method Not Allowed',
      });
    },
  );

  describe('with critical CSS', () => {
    // index.html's stylesheet (every page's header) and each route module's, as Vite's manifest names them.
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/site-1.css">\n  </head>',
    );
    const manifest = {
      'src/app/routes/services.tsx': { file: 'assets/services-2.js', css: ['assets/services-2.css'] },
      'src/app/routes/blog-post.tsx': { file: 'assets/blog-post-3.js', css: ['assets/blog-post-3.css'] },
      'src/app/routes/not-found.tsx': { file: 'assets/not-found-4.js', css: ['assets/not-found-4.css'] },
    };
    const criticalCss = createCriticalCss([
      { href: '/assets/site-1.css', css: '.site-header__inner{display:flex}.never-rendered{color:red}' },
      { href: '/assets/services-2.css', css: '.service-block__body{padding:1rem}' },
      { href: '/assets/blog-post-3.css', css: '.preview-banner{background:#fde68a}' },
      { href: '/assets/not-found-4.css', css: '.not-found{text-align:center}' },
    ]);
    const withCss = (overrides: Record<string, KeyResult> = {}) => {
      const all = { ...answers, ...overrides };
      return createHandler({
        template,
        origin: ORIGIN,
        fetchKey: (key) => Promise.resolve(all[key] ?? { error: new ApiError(404, 'X.NOT_FOUND', 'none') }),
        i18nFor: createServerI18n,
        company: DEFAULT_COMPANY,
        securityContact: 'mailto:security@madar.example',
        manifest,
        criticalCss,
      });
    };
    const token = 'pPreviewTokenOf43Charactersxxxxxxxxxxxxxxxx';
    const preview = {
      [`/blog/previews/${token}`]: {
        data: {
          post: { ...FALLBACK_POSTS[0]!, slug: 'draft-slug' },
          related: FALLBACK_POSTS.slice(1, 3),
          expiresAt: '2026-11-26T16:30:00.000Z',
        },
      },
    };

    it.each([
      ['an Arabic page', '/ar/services', 200, ['.site-header__inner', '.service-block__body']],
      ['a no-store preview', `/ar/blog/draft-slug?preview=${token}`, 200, ['.preview-banner']],
      ['a missing page', '/ar/no-such-page', 404, ['.site-header__inner']],
    ])(
      'answers %s with its critical rules in its head and its stylesheets after its content',
      async (_, path, status, rules) => {
        const reply = await withCss(preview)('GET', path);
        expect(reply.status).toBe(status);
        const doc = parse(String(reply.body));
        const style = [...doc.head.querySelectorAll('style')].map((node) => node.textContent).join('');
        for (const rule of rules) expect(style).toContain(rule);
        expect(style).not.toContain('.never-rendered');
        // Nothing in the head waits for a stylesheet; every one comes after #root and the page's data.
        expect(doc.head.querySelector('link[rel=stylesheet]')).toBeNull();
        const links = [...doc.querySelectorAll('link[rel=stylesheet]')];
        expect(links.length).toBeGreaterThanOrEqual(2);
        for (const link of links) {
          expect(link.parentElement).toBe(doc.body);
          const after = doc.getElementById('madar-page-data')!.compareDocumentPosition(link);
          expect(after & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        }
        // What the gateway's CSP (script-src 'self') would refuse: an inline script or an on* handler.
        const inline = [...doc.querySelectorAll('script:not([src])')].filter(
          (script) =>
            script.getAttribute('type') !== 'application/json' &&
            script.getAttribute('type') !== 'application/ld+json',
        );
        expect(inline).toHaveLength(0);
        const handlers = [...doc.querySelectorAll('*')].flatMap((node) =>
          node.getAttributeNames().filter((name) => name.startsWith('on')),
        );
        expect(handlers).toEqual([]);
      },
    );
  });

  it('writes security.txt with the contact, an expiry ahead, the languages and its canonical address', async () => {
    const reply = await handler()('GET', '/.well-known/security.txt');
    expect(reply.status).toBe(200);
    expect(reply.headers['Content-Type']).toBe('text/plain; charset=utf-8');
    const fields = String(reply.body)
      .trimEnd()
      .split('\n')
      .map((line) => line.split(/: (.*)/s).slice(0, 2));
    expect(fields).toEqual([
      ['Contact', 'mailto:security@madar.example'],
      ['Expires', '2027-05-25T00:00:00Z'],
      ['Preferred-Languages', 'en, ar'],
      ['Canonical', `${ORIGIN}/.well-known/security.txt`],
    ]);
  });
});

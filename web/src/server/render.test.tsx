/**
 * The server renderer end to end, without a network: pages render with their data in the page's
 * language, the data travels with the page, missing items answer 404 (or /not-found for a post), and
 * a service that fails makes the page unavailable (nginx then serves its last good copy).
 */
import type { BlogPost, PostPreview } from '@madar/shared';
import { FALLBACK_CATEGORIES, FALLBACK_POSTS } from '@/features/blog/lib/fallback-content';
import { ApiError } from '@/lib/api-error';
import { createServerI18n } from '@/lib/i18n-server';
import { serviceFixtures } from '@/testing/fixtures';
import { renderPage, type RenderOutcome } from './render';
import type { FetchKey, KeyResult } from './upstream';

const posts: BlogPost[] = FALLBACK_POSTS;
const [post] = posts;

function fakeServices(answers: Record<string, KeyResult>) {
  const asked: string[] = [];
  const fetchKey: FetchKey = (key) => {
    asked.push(key);
    return Promise.resolve(answers[key] ?? { error: new ApiError(404, 'ROUTE.NOT_FOUND', 'No route') });
  };
  return { fetchKey, asked };
}

const catalogue: Record<string, KeyResult> = {
  '/services': { data: serviceFixtures },
  '/services/networking': { data: serviceFixtures.find((service) => service.id === 'networking') },
  '/projects': { data: [] },
  '/statistics': { data: [] },
  '/testimonials': { data: [] },
  '/blog/posts': { data: posts },
  '/blog/categories': { data: FALLBACK_CATEGORIES },
  [`/blog/posts/${post?.slug ?? ''}`]: { data: post },
  [`/blog/posts/${post?.slug ?? ''}/related`]: { data: posts.slice(1, 4) },
};

const render = (path: string, answers = catalogue) => {
  const services = fakeServices(answers);
  return {
    outcome: renderPage(new URL(path, 'https://www.madar.example'), services.fetchKey, createServerI18n),
    asked: services.asked,
  };
};

function page(outcome: RenderOutcome) {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('renderPage', () => {
  it('renders the services page in English with its data, and hands the data to the browser', async () => {
    const result = page(await render('/services').outcome);
    expect(result.status).toBe(200);
    expect(result.lang).toBe('en');
    expect(result.html).toContain('Service 1 EN');
    expect(result.html).not.toContain('spinner');
    expect(result.entries['/services']).toEqual({ data: serviceFixtures });
    expect(result.head.title).toBe('Our Services');
  });

  it('renders the Arabic address in Arabic, links included', async () => {
    const result = page(await render('/ar/services').outcome);
    expect(result.lang).toBe('ar');
    expect(result.path).toBe('/services');
    expect(result.html).toContain('الخدمة 1');
    expect(result.html).toContain('href="/ar/services/');
    expect(result.html).not.toContain('href="/services/');
  });

  it('renders a post with its related posts and its structured data', async () => {
    const { outcome, asked } = render(`/blog/${post?.slug ?? ''}`);
    const result = page(await outcome);
    expect(asked).toEqual(
      expect.arrayContaining([`/blog/posts/${post?.slug ?? ''}`, `/blog/posts/${post?.slug ?? ''}/related`]),
    );
    expect(result.html).toContain(posts[1]?.title.en);
    expect(result.html).toContain(post?.title.en);
    expect(result.head.type).toBe('article');
    expect(result.head.jsonLd?.[0]).toMatchObject({ '@type': 'BlogPosting', headline: post?.title.en });
  });

  it("names the author in the page's language: byline, author box, initials, cards and structured data", async () => {
    const slug = post?.slug ?? '';
    const arabic = page(await render(`/ar/blog/${slug}`).outcome);
    expect(arabic.html).toContain('خالد بن عمران');
    expect(arabic.html).toContain('>خ ع</span>');
    // The related posts' cards too: no Latin name is left on the Arabic page.
    for (const other of posts) expect(arabic.html).not.toContain(other.author.en);
    expect(arabic.head.jsonLd?.[0]).toMatchObject({ author: { '@type': 'Person', name: 'خالد بن عمران' } });

    const english = page(await render(`/blog/${slug}`).outcome);
    expect(english.html).toContain('Khaled Ben Omran');
    expect(english.html).toContain('>KO</span>');
    expect(english.html).not.toContain('خالد بن عمران');
    expect(english.head.jsonLd?.[0]).toMatchObject({ author: { name: 'Khaled Ben Omran' } });
  });

  it('answers 404 with the error view for an unknown service and for an unknown path', async () => {
    const service = page(await render('/services/no-such-service').outcome);
    expect(service.status).toBe(404);
    expect(service.head.notFound).toBe(true);
    const unknown = page(await render('/no/such/page').outcome);
    expect(unknown.status).toBe(404);
    expect(page(await render('/ar/not-found').outcome).status).toBe(404);
  });

  it('sends an unknown blog slug to /not-found in the page language', async () => {
    expect(await render('/blog/no-such-post').outcome).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/not-found',
    });
    expect(await render('/ar/blog/no-such-post').outcome).toMatchObject({ location: '/ar/not-found' });
  });

  describe('a preview address', () => {
    const token = 'pPreviewTokenOf43Charactersxxxxxxxxxxxxxxxx';
    const previewed: PostPreview = {
      post: {
        ...post!,
        title: { en: 'Unsaved English title', ar: 'عنوان عربي غير محفوظ' },
        published: false,
      },
      related: posts.slice(1, 3),
      expiresAt: '2026-11-26T09:00:00.000Z',
    };
    const withPreview = { ...catalogue, [`/blog/previews/${token}`]: { data: previewed } };

    it("renders the preview's own post, whatever the slug, under the banner, marked preview", async () => {
      const { outcome, asked } = render(`/blog/any-slug-at-all?preview=${token}`, withPreview);
      const result = page(await outcome);

      expect(result.status).toBe(200);
      expect(result.head.preview).toBe(true);
      expect(result.head.jsonLd).toBeUndefined();
      expect(result.html).toContain('Unsaved English title');
      expect(result.html).toContain(posts[1]?.title.en);
      // The banner, with the expiry in Tripoli time (UTC+2).
      expect(result.html).toContain('Preview — not published');
      expect(result.html).toContain('11:00');
      expect(asked).toContain(`/blog/previews/${token}`);
      expect(asked.filter((key) => key.startsWith('/blog/posts/'))).toEqual([]);
    });

    it('renders in Arabic with the Arabic banner', async () => {
      const result = page(await render(`/ar/blog/x?preview=${token}`, withPreview).outcome);
      expect(result.html).toContain('عنوان عربي غير محفوظ');
      expect(result.html).toContain('معاينة — غير منشورة');
    });

    it('sends an expired or unknown token to the not-found page in the page language, as an unknown slug', async () => {
      expect(await render(`/blog/${post?.slug ?? ''}?preview=expired`).outcome).toEqual({
        kind: 'redirect',
        status: 302,
        location: '/not-found',
      });
      expect(await render(`/ar/blog/x?preview=expired`).outcome).toMatchObject({ location: '/ar/not-found' });
    });
  });

  it('is unavailable when a service fails or cannot be reached', async () => {
    const down = {
      ...catalogue,
      '/services': { error: new ApiError(503, 'GATEWAY.UPSTREAM_UNAVAILABLE', 'down') },
    };
    expect(await render('/services', down).outcome).toMatchObject({ kind: 'unavailable' });
    const unreachable = {
      ...catalogue,
      '/services': { error: new ApiError(0, 'CLIENT.NETWORK', 'unreachable') },
    };
    expect(await render('/', unreachable).outcome).toMatchObject({ kind: 'unavailable' });
  });
});

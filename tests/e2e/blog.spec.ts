import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, expect, expectLanguage, expectNoSeriousAxeViolations, localized, test } from './fixtures';

interface ApiPost {
  id: string;
  slug: string;
  category: string;
  title: { en: string; ar: string };
  tags: { en: string; ar: string }[];
}
interface ApiCategory {
  id: string;
  label: { en: string; ar: string };
}

const SAMPLE_SLUG = 'future-it-infrastructure-libya';

/** The texts the tests look for, per language (from web/src/locales/<lang>/blog.json). */
const TEXT = {
  en: {
    search: 'Search articles',
    categories: 'Filter by category',
    empty: 'No posts found',
    viewAll: 'View All Posts',
    related: 'Related Posts',
    noRelated: 'No related posts found.',
    shareHeading: 'Share this article',
    copyLink: 'Copy link',
    copied: 'Link copied',
    share: {
      x: /Share on X/,
      linkedin: /Share on LinkedIn/,
      facebook: /Share on Facebook/,
      whatsapp: /WhatsApp/,
    },
  },
  ar: {
    search: 'البحث في المقالات',
    categories: 'التصفية حسب الفئة',
    empty: 'لم يتم العثور على مقالات',
    viewAll: 'عرض جميع المقالات',
    related: 'مقالات ذات صلة',
    noRelated: 'لم يتم العثور على مقالات ذات صلة.',
    shareHeading: 'شارك هذا المقال',
    copyLink: 'نسخ الرابط',
    copied: 'تم نسخ الرابط',
    share: { x: /إكس/, linkedin: /لينكدإن/, facebook: /فيسبوك/, whatsapp: /واتساب/ },
  },
} as const;

const cards = (page: Page) => page.locator('.blog-list__grid article.blog-card');

async function publishedPosts(request: APIRequestContext): Promise<ApiPost[]> {
  return (await (await request.get('/api/blog/posts')).json()) as ApiPost[];
}

/** Publishes `count` posts of one category for a test, returning them and a clean-up function. */
async function createPosts(request: APIRequestContext, category: string, count: number) {
  const headers = { Authorization: `Bearer ${await apiSignIn(request)}` };
  const run = Date.now().toString(36);
  const created: ApiPost[] = [];
  for (let n = 1; n <= count; n += 1) {
    const response = await request.post('/api/blog/posts', {
      headers,
      data: {
        slug: `e2e-related-${run}-${n}`,
        category,
        title: { en: `E2E related ${run} ${n}`, ar: `مقال اختبار ${run} ${n}` },
        excerpt: { en: 'A post arranged by the blog browser test.', ar: 'مقال أعده اختبار المتصفح.' },
        content: { en: '<h2>Heading</h2><p>Body paragraph.</p>', ar: '<h2>عنوان</h2><p>فقرة النص.</p>' },
        author: 'Test Author',
        authorTitle: { en: 'Tester', ar: 'مختبر' },
        tags: [{ en: `e2e-${run}`, ar: `اختبار-${run}` }],
        published: true,
      },
    });
    expect(response.status()).toBe(201);
    created.push((await response.json()) as ApiPost);
  }
  const cleanUp = async () => {
    for (const post of created) await request.delete(`/api/blog/posts/${post.id}`, { headers });
  };
  return { created, cleanUp };
}

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test.describe(`blog list (${lang})`, () => {
    test('a search that matches nothing shows the empty state, and View All Posts resets', async ({
      page,
    }) => {
      // The axe scan in this test takes seconds of its own on a loaded machine.
      test.slow();
      await page.goto(`/blog?lang=${lang}`);
      await expectLanguage(page, lang);
      await expect(cards(page).first()).toBeVisible();
      // The list as a visitor first sees it: the page axe checks.
      await expectNoSeriousAxeViolations(page);
      const total = await cards(page).count();

      await page.getByRole('group', { name: text.categories }).getByRole('button').nth(1).click();
      await page.getByRole('searchbox', { name: text.search }).fill('zzz-no-such-article-zzz');
      await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      // The search survives a reload: it lives in the URL.
      await page.reload();
      await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue('zzz-no-such-article-zzz');
      await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();

      await page.getByRole('button', { name: text.viewAll }).click();
      await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue('');
      await expect(
        page.getByRole('group', { name: text.categories }).getByRole('button').first(),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page)).toHaveCount(total);
      await expect(page).toHaveURL(/\/blog\?lang=/);
    });

    test('searching by a tag finds its post', async ({ page, request }) => {
      const post = (await publishedPosts(request)).find((p) => p.tags.length > 0);
      expect(post).toBeDefined();
      const tag = post?.tags[0]?.[lang] ?? '';
      await page.goto(`/blog?lang=${lang}`);
      await page.getByRole('searchbox', { name: text.search }).fill(tag.toUpperCase());
      const card = cards(page).filter({ hasText: post?.title[lang] ?? '' });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(tag, { exact: true })).toBeVisible();
    });

    test('the category filter shows only that category', async ({ page, request }) => {
      const [posts, categories] = await Promise.all([
        publishedPosts(request),
        request.get('/api/blog/categories').then((r) => r.json() as Promise<ApiCategory[]>),
      ]);
      const category = categories.find((c) => c.id !== 'all' && posts.some((p) => p.category === c.id));
      expect(category).toBeDefined();
      const label = category?.label[lang] ?? '';
      const expected = posts.filter((p) => p.category === category?.id).length;

      await page.goto(`/blog?lang=${lang}`);
      const button = page.getByRole('group', { name: text.categories }).getByRole('button', { name: label });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page)).toHaveCount(expected);
      for (const card of await cards(page).all()) {
        await expect(card.locator('.blog-card__category')).toHaveText(label);
      }
      await expect(page).toHaveURL(new RegExp(`category=${category?.id ?? ''}`));
    });
  });

  test.describe(`blog post (${lang})`, () => {
    test('opens from the list with its body, share links, copy link and related posts', async ({
      page,
      context,
      request,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { created, cleanUp } = await createPosts(request, 'software-development', 4);
      try {
        const post = created[0] as ApiPost;
        await page.goto(`/blog?lang=${lang}&q=${encodeURIComponent(post.tags[0]?.[lang] ?? '')}`);
        await cards(page).filter({ hasText: post.title[lang] }).getByRole('link').first().click();
        await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title[lang]);
        await expect(page).toHaveTitle(new RegExp(post.title[lang]));

        const body = page.locator('.blog-prose');
        await expect(body.locator('h2')).toHaveText(lang === 'en' ? 'Heading' : 'عنوان');
        await expect(body.locator('p')).toBeVisible();

        const url = new URL(localized(lang, `/blog/${post.slug}`), page.url()).toString();
        const encoded = encodeURIComponent(url);
        const title = encodeURIComponent(post.title[lang]);
        const share = page.getByRole('region', { name: text.shareHeading });
        await expect(share.getByRole('link', { name: text.share.x })).toHaveAttribute(
          'href',
          `https://twitter.com/intent/tweet?url=${encoded}&text=${title}`,
        );
        await expect(share.getByRole('link', { name: text.share.linkedin })).toHaveAttribute(
          'href',
          `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
        );
        await expect(share.getByRole('link', { name: text.share.facebook })).toHaveAttribute(
          'href',
          `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
        );
        await expect(share.getByRole('link', { name: text.share.whatsapp })).toHaveAttribute(
          'href',
          `https://wa.me/?text=${encodeURIComponent(`${post.title[lang]} ${url}`)}`,
        );
        await expect(share.getByRole('link', { name: text.share.x })).toHaveAttribute('target', '_blank');

        await share.getByRole('button', { name: text.copyLink }).click();
        await expect(page.getByText(text.copied)).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

        const related = page.getByRole('region', { name: text.related }).locator('article');
        await expect(related).toHaveCount(3);
        await expect(related.filter({ hasText: post.title[lang] })).toHaveCount(0);
      } finally {
        await cleanUp();
      }
    });

    test('the sample article renders, with at most three related posts, and passes axe', async ({ page }) => {
      await page.goto(`/blog/${SAMPLE_SLUG}?lang=${lang}`);
      await expectLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.blog-prose h2').first()).toBeVisible();
      const region = page.getByRole('region', { name: text.related });
      await expect(region.locator('article').or(region.getByText(text.noRelated)).first()).toBeVisible();
      expect(await region.locator('article').count()).toBeLessThanOrEqual(3);
      await expectNoSeriousAxeViolations(page);
    });

    test('an unknown slug goes to the not-found page', async ({ page }) => {
      await page.goto(`/blog/no-such-article-${Date.now()}?lang=${lang}`);
      await expect(page).toHaveURL(/\/not-found$/);
      await expect(page.getByText('404')).toBeVisible();
    });
  });
}

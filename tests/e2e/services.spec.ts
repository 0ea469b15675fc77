import {
  expectLanguage,
  expectNoSeriousAxeViolations,
  localized,
  SERVICE_IDS,
  expect,
  test,
} from './fixtures';

test.describe('services list', () => {
  test('shows the seven services in English', async ({ page }) => {
    // The axe scan in this test takes seconds of its own on a loaded machine.
    test.slow();
    await page.goto('/services?lang=en');
    const blocks = page.locator('article[data-service-id]');
    await expect(blocks).toHaveCount(7);
    const ids = await blocks.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-service-id')));
    expect(ids).toEqual(SERVICE_IDS);

    const first = blocks.first();
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(first.getByText('Key Features')).toBeVisible();
    await expect(first.getByRole('link', { name: /Learn more about/ })).toHaveAttribute(
      'href',
      '/services/it-infrastructure',
    );
    await expect(page.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/contact');
    await expectNoSeriousAxeViolations(page);
  });

  test('shows the seven services in Arabic', async ({ page }) => {
    // The axe scan in this test takes seconds of its own on a loaded machine.
    test.slow();
    await page.goto('/services?lang=ar');
    await expectLanguage(page, 'ar');
    const titles = page.locator('article[data-service-id] h2');
    await expect(titles).toHaveCount(7);
    for (const title of await titles.all()) {
      await expect(title).toBeVisible();
      // Arabic script, not the English fallback.
      await expect(title).toHaveText(/[\u0600-\u06FF]/);
    }
    await expect(page.getByText('الميزات الرئيسية').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

interface ApiProject {
  id: string;
  category: string;
}

/**
 * The related-projects rule (docs/product.md#related-projects), restated here so the test checks the page
 * against the live data.
 */
const RELATED_CATEGORIES: Record<string, string[]> = {
  'it-infrastructure': ['it-infrastructure', 'networking'],
  networking: ['networking', 'it-infrastructure'],
  'security-systems': ['security-systems', 'it-infrastructure'],
};

test.describe('service detail', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`networking renders features, process, FAQ and related projects in ${lang}`, async ({
      page,
      request,
    }) => {
      const projects = (await (await request.get('/api/projects')).json()) as ApiProject[];
      const allowed = RELATED_CATEGORIES.networking ?? [];

      await page.goto(`/services/networking?lang=${lang}`);
      await expectLanguage(page, lang);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveText(lang === 'en' ? 'Networking' : 'الشبكات');
      await expect(page).toHaveTitle(new RegExp(lang === 'en' ? '^Networking \\|' : '^الشبكات \\|'));

      const features = page.locator('.service-features li');
      expect(await features.count()).toBeGreaterThan(0);
      const steps = page.locator('.process-timeline li');
      expect(await steps.count()).toBeGreaterThan(0);
      await expect(steps.first().locator('.process-timeline__number')).toHaveText('1');

      const faq = page.locator('.faq-list__button').first();
      await expect(faq).toHaveAttribute('aria-expanded', 'false');
      await faq.click();
      await expect(faq).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('.faq-list__answer').first()).toBeVisible();

      const related = page.locator('[data-related="service"] article[data-project-id]');
      await expect(related.first()).toBeVisible();
      const count = await related.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(3);
      for (const card of await related.all()) {
        const id = await card.getAttribute('data-project-id');
        const project = projects.find((p) => p.id === id);
        expect(allowed).toContain(project?.category);
        await expect(card.getByRole('link')).toHaveAttribute('href', localized(lang, `/projects/${id}`));
      }

      await expect(page.locator('.cta-band').getByRole('link').first()).toHaveAttribute(
        'href',
        localized(lang, '/contact'),
      );
      await expect(page.locator(`.cta-band a[href="${localized(lang, '/client-brief')}"]`)).toBeVisible();
    });

    test(`an unknown service shows the error view in ${lang}`, async ({ page }) => {
      await page.goto(`/services/no-such-service?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Error Loading Service' : 'خطأ في تحميل الخدمة',
      );
      await expect(page.getByRole('alert')).toHaveText(
        lang === 'en' ? 'Service not found' : 'الخدمة غير موجودة',
      );
      const back = page.getByRole('link', {
        name: lang === 'en' ? 'Back to Services' : 'العودة إلى الخدمات',
      });
      await back.click();
      await expect(page).toHaveURL(/\/services$/);
    });

    test(`/services/it-infrastructure has no serious axe violations in ${lang}`, async ({ page }) => {
      await page.goto(`/services/it-infrastructure?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-related="service"] article').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});

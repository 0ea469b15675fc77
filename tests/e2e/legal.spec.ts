import { expectLanguage, expectNoSeriousAxeViolations, expect, test } from './fixtures';

const PAGES = [
  {
    path: '/privacy-policy',
    h1: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
    section: { en: 'How long we keep your information', ar: 'مدة الاحتفاظ ببياناتك' },
  },
  {
    path: '/terms-of-service',
    h1: { en: 'Terms of Service', ar: 'شروط الخدمة' },
    section: { en: 'Governing law and disputes', ar: 'القانون الواجب التطبيق وتسوية النزاعات' },
  },
] as const;

test.describe('legal pages', () => {
  for (const legal of PAGES) {
    for (const lang of ['en', 'ar'] as const) {
      test(`${legal.path} in ${lang}: headings, contents and title`, async ({ page }) => {
        await page.goto(`${legal.path}?lang=${lang}`);
        await expectLanguage(page, lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.h1[lang]);
        await expect(page).toHaveTitle(new RegExp(legal.h1[lang]));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);

        const section = page.getByRole('heading', { level: 2, name: legal.section[lang] });
        await expect(section).toBeVisible();
        // The table of contents links to every section.
        const toc = page.getByRole('navigation', { name: lang === 'en' ? 'On this page' : 'محتويات الصفحة' });
        await toc.getByRole('link', { name: legal.section[lang] }).click();
        await expect(page).toHaveURL(/#(retention|governing-law)$/);
        await expect(section).toBeInViewport();

        await expectNoSeriousAxeViolations(page);
      });
    }
  }

  test('the footer links to both legal pages', async ({ page }) => {
    await page.goto('/?lang=en');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  });
});

import { expectLanguage, mainNav, expect, test } from './fixtures';

test.describe('language', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the toggle switches to Arabic (rtl) and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await expectLanguage(page, 'en');

    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
    await expectLanguage(page, 'ar');
    await expect(mainNav(page).getByRole('link', { name: 'خدماتنا' })).toBeVisible();

    await page.reload();
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expectLanguage(page, 'en');
    await page.reload();
    await expectLanguage(page, 'en');
  });

  test('?lang=ar wins over a stored English choice', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18next', value: 'en', url: baseURL ?? 'http://localhost:8080' }]);
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'en'));

    await page.goto('/?lang=ar');
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('نربط الشركات الليبية');
  });

  test('Arabic uses a different font family than English', async ({ page }) => {
    await page.goto('/?lang=en');
    const fontOf = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(await fontOf()).toContain('Inter');
    await page.goto('/?lang=ar');
    await expectLanguage(page, 'ar');
    expect(await fontOf()).toMatch(/^"?IBM Plex Sans Arabic/);
  });
});

import { expect, test } from '@playwright/test';
import { expectLanguage, SERVICE_IDS } from './fixtures';

test.describe('services list', () => {
  test('shows the seven services in English', async ({ page }) => {
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
  });

  test('shows the seven services in Arabic', async ({ page }) => {
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
  });
});

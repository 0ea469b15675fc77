import { expectNoSeriousAxeViolations, expect, test } from './fixtures';

const pages = ['/', '/services', '/not-found'];

test.describe('accessibility', () => {
  for (const lang of ['en', 'ar']) {
    for (const path of pages) {
      test(`${path} in ${lang} has no serious axe violations`, async ({ page }) => {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/services')
          await expect(page.locator('article[data-service-id]').first()).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      });
    }
  }
});

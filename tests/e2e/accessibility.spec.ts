import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = ['/', '/services', '/not-found'];

test.describe('accessibility', () => {
  for (const lang of ['en', 'ar']) {
    for (const path of pages) {
      test(`${path} in ${lang} has no serious axe violations`, async ({ page }) => {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/services')
          await expect(page.locator('article[data-service-id]').first()).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }
  }
});

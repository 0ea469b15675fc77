import { expectLanguage, expectNoSeriousAxeViolations, expect, test } from './fixtures';

test.describe('not found', () => {
  for (const path of ['/this-page-does-not-exist', '/not-found']) {
    test(`${path} shows the 404 page with a link home`, async ({ page }) => {
      // The axe scan in this test takes seconds of its own on a loaded machine.
      test.slow(path === '/not-found');
      await page.goto(path);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found');
      await expect(page.getByText('does not exist or has been moved')).toBeVisible();
      await expect(page).toHaveTitle(/Page Not Found/);
      // One axe scan of the template is enough: the unknown address renders the same page.
      if (path === '/not-found') await expectNoSeriousAxeViolations(page);

      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Connecting Libyan businesses');
    });
  }

  test('/not-found in ar has no serious axe violations', async ({ page }) => {
    await page.goto('/not-found?lang=ar');
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

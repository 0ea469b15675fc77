import { expect, test } from './fixtures';

test.describe('not found', () => {
  for (const path of ['/this-page-does-not-exist', '/not-found']) {
    test(`${path} shows the 404 page with a link home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found');
      await expect(page.getByText('does not exist or has been moved')).toBeVisible();
      await expect(page).toHaveTitle(/Page Not Found/);

      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Connecting Libyan businesses');
    });
  }
});

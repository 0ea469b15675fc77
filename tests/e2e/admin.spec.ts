import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Admin route code: /assets/admin~*.js|css in the build (named so by web/vite.config.ts), or the source
 * modules under src/app/routes/admin/ when the site is served by the Vite dev server.
 */
const isAdminAsset = (request: Request) => {
  const { pathname } = new URL(request.url());
  return /\/assets\/admin~[^/]*\.(js|css)$/.test(pathname) || pathname.includes('/src/app/routes/admin/');
};

test.describe('admin area', () => {
  test('public pages never load the admin code', async ({ page }) => {
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      if (isAdminAsset(request)) adminRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).first().click();
    await expect(page.locator('article[data-service-id]').first()).toBeVisible();
    expect(adminRequests).toEqual([]);
  });

  test('the dashboard without a token redirects to the sign-in page, with no public header', async ({
    page,
  }) => {
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      if (isAdminAsset(request)) adminRequests.push(request.url());
    });
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('header.site-header')).toHaveCount(0);
    await expect(page.locator('footer.site-footer')).toHaveCount(0);
    // The control for the test above: admin pages do load the admin code, so its detection works.
    expect(adminRequests.length).toBeGreaterThan(0);
  });
});

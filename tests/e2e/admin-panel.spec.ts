import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, expectLanguage, expectNoSeriousAxeViolations, storeToken, test } from './fixtures';

/**
 * The admin panel (docs/product.md#admin): sign-in, guard, briefs, logout, Arabic layout, settings,
 * accessibility.
 */

async function createBrief(request: APIRequestContext, companyName: string) {
  const response = await request.post('/api/briefs', {
    data: {
      companyName,
      industry: 'E2E testing',
      contactName: 'Test Contact',
      email: 'e2e@example.ly',
      projectType: 'networking',
      description: 'A brief created by the admin panel end-to-end test.',
      goals: 'Check the admin panel.',
    },
  });
  expect(response.ok()).toBe(true);
}

const unique = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/**
 * The briefs list narrowed to one company by its search (kept in the URL), so the test finds its brief
 * however many others earlier runs left: the list shows one page at a time.
 */
const briefsFor = (company: string) =>
  `/admin/dashboard/client-briefs?${new URLSearchParams({ search: company }).toString()}`;

test.describe('admin sign-in', () => {
  test('a wrong password shows the message and stores no token', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  });

  test('signing in opens the page the guard turned away from, and remembers the email', async ({ page }) => {
    await page.goto('/admin/dashboard/settings');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/settings$/);
    expect(await page.evaluate(() => window.localStorage.getItem('adminEmail'))).toBe(ADMIN.email);
  });

  test('the guard replaces history: Back does not return to the guarded page', async ({ page }) => {
    await page.goto('/');
    await page.goto('/admin/dashboard/client-briefs');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/admin\/dashboard/);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a tampered token sends the browser to the sign-in page and is removed', async ({ page }) => {
    await storeToken(page, 'garbage.token.value');
    await page.goto('/admin/dashboard/client-briefs');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  });

  test('logout ends the session and goes to the sign-in page', async ({ page, signIn }) => {
    await signIn('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('client briefs', () => {
  test('a status change survives a reload', async ({ page, request, signIn }) => {
    const company = unique('Status Co');
    await createBrief(request, company);
    await signIn(briefsFor(company));
    const select = page.getByRole('combobox', { name: `Status of ${company}` });
    await expect(select).toHaveValue('new');
    await select.selectOption('in-progress');
    await expect(select).toHaveValue('in-progress');
    await page.reload();
    await expect(page.getByRole('combobox', { name: `Status of ${company}` })).toHaveValue('in-progress');
  });

  test('deleting asks first: dismissing keeps the brief, confirming removes it', async ({
    page,
    request,
    signIn,
  }) => {
    const company = unique('Delete Co');
    await createBrief(request, company);
    await signIn(briefsFor(company));
    const deleteButton = page.getByRole('button', { name: `Delete the brief of ${company}` });
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete this brief?');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(page.getByText(company)).toBeVisible();

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(company)).toHaveCount(0);
    await expect(page.getByText('No client briefs match your search.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search briefs' })).toHaveValue(company);
    await expect(page.getByText('No client briefs match your search.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('the detail view shows every field', async ({ page, request, signIn }) => {
    const company = unique('Detail Co');
    await createBrief(request, company);
    await signIn(briefsFor(company));
    await page.getByRole('button', { name: `View the brief of ${company}` }).click();
    const dialog = page.getByRole('dialog', { name: `Brief from ${company}` });
    await expect(dialog).toContainText('E2E testing');
    await expect(dialog).toContainText('Check the admin panel.');
    await expect(dialog.getByRole('combobox', { name: `Status of ${company}` })).toHaveValue('new');
  });
});

test.describe('admin layout and settings', () => {
  test('the panel in Arabic is right-to-left with the sidebar on the right', async ({ page, signIn }) => {
    await signIn('/admin/dashboard?lang=ar');
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
    const sidebar = await page.locator('aside.admin-shell__sidebar').boundingBox();
    const main = await page.locator('main.admin-shell__content').boundingBox();
    expect(sidebar && main && sidebar.x > main.x).toBe(true);
  });

  test('the sidebar collapses and remembers it', async ({ page, signIn }) => {
    await signIn('/admin/dashboard');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    const sidebar = page.locator('aside.admin-shell__sidebar');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(100);
    await expect(sidebar.getByRole('link', { name: 'Client Briefs' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  });

  test('settings shows the four services healthy', async ({ page, signIn }) => {
    await signIn('/admin/dashboard/settings');
    const items = page.locator('.service-health__item');
    await expect(items).toHaveCount(4);
    await expect(page.locator('.service-health__item[data-state="ok"]')).toHaveCount(4);
    await expect(page.getByText(/^Last checked/)).toBeVisible();
    await page.getByRole('button', { name: 'Re-check' }).click();
    await expect(page.locator('.service-health__item[data-state="ok"]')).toHaveCount(4);
  });

  test('messages lists contact messages and the newsletter count', async ({ page, signIn }) => {
    await signIn('/admin/dashboard/messages');
    await expect(page.getByTestId('newsletter-count')).toHaveText(/^\d+$/);
    const view = page.getByRole('button', { name: /^Read the message from/ }).first();
    await view.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(view).toBeFocused();
  });
});

test.describe('admin accessibility', () => {
  // axe on a full admin page is slow on a loaded machine, and each test scans five of them.
  test.describe.configure({ timeout: 150_000 });

  for (const lang of ['en', 'ar'] as const) {
    // One test per language walks the screens with one sign-in: what each scan needs is the screen
    // filled with its data, not a browser of its own.
    test(`the sign-in page and the dashboard screens have no serious axe violations (${lang})`, async ({
      page,
      adminToken,
    }) => {
      await page.goto(`/admin/login?lang=${lang}`);
      await expectLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.evaluate((value) => window.localStorage.setItem('adminToken', value), adminToken);
      for (const path of ['', '/client-briefs', '/messages', '/settings']) {
        await test.step(`/admin/dashboard${path}`, async () => {
          await page.goto(`/admin/dashboard${path}?lang=${lang}`);
          await expectLanguage(page, lang);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Wait for the data, so the check covers the filled page rather than the skeleton.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await expectNoSeriousAxeViolations(page);
        });
      }
    });
  }
});

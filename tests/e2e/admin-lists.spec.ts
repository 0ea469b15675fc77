import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The admin lists are driven by the server (docs/product.md#admin-lists): search, status filter, sort and
 * pages live in the URL and each becomes a request; the table shows exactly the page the API answers. Runs
 * against the demo seed (eight briefs in both languages, every status) and creates nothing, so it leaves the
 * public rate limits alone; `?pageSize=5` makes two pages of them.
 */
const BRIEFS = '/admin/dashboard/client-briefs';

interface BriefPage {
  items: { companyName: string; status: string }[];
  total: number;
}

/** What the API itself answers for a query, to compare the table with. */
async function apiBriefs(
  request: APIRequestContext,
  headers: { Authorization: string },
  query: string,
): Promise<BriefPage> {
  const response = await request.get(`/api/briefs?${query}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as BriefPage;
}

const companies = (page: Page) => page.locator('table.admin-table tbody .briefs-table__strong');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search briefs' });
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Status', exact: true });

/** The list's result count (a live region; the admin's "Saved" notice is another). */
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /\bresults?$/ });

test.describe('server-driven admin lists', () => {
  test.describe.configure({ timeout: 90_000 });

  test('briefs: sort, pages, Back, search in both scripts, status filter, reload and export', async ({
    page,
    request,
    asAdmin,
    signIn,
  }) => {
    await signIn(`${BRIEFS}?pageSize=5`);
    await expect(companies(page)).toHaveCount(5);
    const all = await apiBriefs(request, asAdmin, 'pageSize=1');
    expect(all.total).toBeGreaterThanOrEqual(8);
    const pages = Math.ceil(all.total / 5);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(resultCount(page)).toHaveText(`${all.total} results`);

    // Sort by company: the header says so, the URL keeps it, and the rows are the API's first page.
    await page.getByRole('button', { name: 'Company', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=companyName%3Aasc/);
    await expect(page.getByRole('columnheader', { name: 'Company' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const first = await apiBriefs(request, asAdmin, 'page=1&pageSize=5&sort=companyName:asc');
    await expect(companies(page)).toHaveText(first.items.map((brief) => brief.companyName));

    // The next page is page 2 of the same order; Back returns to page 1.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    const second = await apiBriefs(request, asAdmin, 'page=2&pageSize=5&sort=companyName:asc');
    await expect(companies(page)).toHaveText(second.items.map((brief) => brief.companyName));
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(companies(page)).toHaveText(first.items.map((brief) => brief.companyName));

    // Search (after a pause in typing), case-insensitive, Latin and Arabic; it starts at page 1 again.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await searchBox(page).fill('sahara star');
    await expect(page).toHaveURL(/[?&]search=sahara\+star/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(companies(page).filter({ hasText: 'Sahara Star Logistics' })).toHaveCount(1);
    for (const name of await companies(page).allTextContents())
      expect(name.toLowerCase()).toContain('sahara star');
    await searchBox(page).fill('الشفاء');
    await expect(companies(page).filter({ hasText: 'مستشفى الشفاء التخصصي' })).toHaveCount(1);
    await searchBox(page).fill('no brief is called this');
    await expect(page.getByText('No client briefs match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(companies(page)).toHaveCount(5);

    // Status filter: only completed briefs, as many as the API counts; a reload keeps the view.
    await statusFilter(page).selectOption('completed');
    await expect(page).toHaveURL(/[?&]status=completed/);
    const completed = await apiBriefs(request, asAdmin, 'status=completed&pageSize=100');
    expect(completed.total).toBeGreaterThanOrEqual(1);
    await expect(resultCount(page)).toHaveText(
      `${completed.total} ${completed.total === 1 ? 'result' : 'results'}`,
    );
    const rowStatuses = page.locator('table.admin-table tbody').getByRole('combobox');
    await expect(rowStatuses).toHaveCount(Math.min(5, completed.total));
    for (const select of await rowStatuses.all()) await expect(select).toHaveValue('completed');
    await page.reload();
    await expect(statusFilter(page)).toHaveValue('completed');
    await expect(page.getByRole('columnheader', { name: 'Company' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(rowStatuses).toHaveCount(Math.min(5, completed.total));

    // The export is every matching brief (not one page), made by the server, in the UI language.
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFFCompany,')).toBe(true);
    for (const brief of completed.items) expect(csv).toContain(brief.companyName.replace(/"/g, '""'));
  });

  test('the list in Arabic: translated toolbar and pager, arrows mirrored', async ({ page, signIn }) => {
    await signIn(`${BRIEFS}?pageSize=5&lang=ar`);
    await expect(page.getByRole('searchbox', { name: 'البحث في طلبات المشاريع' })).toBeVisible();
    await expect(page.getByText(/^الصفحة 1 من \d+$/)).toBeVisible();
    const next = page.getByRole('button', { name: 'الصفحة التالية' });
    const arrow = next.locator('svg');
    // In right-to-left text "next" points left: the icon is mirrored.
    await expect(arrow).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    const button = await next.boundingBox();
    const previous = await page.getByRole('button', { name: 'الصفحة السابقة' }).boundingBox();
    expect(button && previous && button.x < previous.x).toBe(true);
    await next.click();
    await expect(page.getByText(/^الصفحة 2 من \d+$/)).toBeVisible();
  });
});

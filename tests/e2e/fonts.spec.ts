import type { Page } from '@playwright/test';
import { expectLanguage, expect, test } from './fixtures';

/** The files a page downloads, by path, until the network is idle. */
async function requestedPaths(page: Page, url: string): Promise<string[]> {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  await page.goto(url, { waitUntil: 'networkidle' });
  return paths;
}

const arabicFont = /ibm-plex-sans-arabic/;
// The legal texts' translation file: a built chunk (legal-<hash>.js) or, under `vite`, the JSON itself.
const legalTexts = /\/assets\/legal-[\w-]{8}\.js$|\/src\/locales\/\w+\/legal\.json$/;

test.describe('what a first load downloads', () => {
  test('an English page fetches no Arabic font, though its toggle reads العربية', async ({ page }) => {
    const paths = await requestedPaths(page, '/');
    await expectLanguage(page, 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'العربية' })).toBeVisible();
    expect(paths.filter((path) => arabicFont.test(path))).toEqual([]);
    expect(paths.some((path) => /inter-latin/.test(path))).toBe(true);
  });

  test('an Arabic page fetches the Arabic font', async ({ page }) => {
    const paths = await requestedPaths(page, '/?lang=ar');
    await expectLanguage(page, 'ar');
    expect(paths.some((path) => arabicFont.test(path))).toBe(true);
  });

  test('the legal texts load only on the legal pages', async ({ page }) => {
    expect((await requestedPaths(page, '/services')).filter((path) => legalTexts.test(path))).toEqual([]);
    expect((await requestedPaths(page, '/privacy-policy')).some((path) => legalTexts.test(path))).toBe(true);
  });
});

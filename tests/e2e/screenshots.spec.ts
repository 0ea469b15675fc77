/**
 * Full-page screenshots of every public route of spec §2, in English and Arabic, at phone and desktop
 * widths, for people to review: written to /screenshots/<route>-<lang>-<width>.png at the repo root
 * (git-ignored). The only assertion is that each page's h1 is visible.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// Playwright loads specs as CommonJS, so __dirname is this folder.
const OUT_DIR = join(__dirname, '..', '..', 'screenshots');
const LANGS = ['en', 'ar'] as const;
const WIDTHS = [390, 1280] as const;

/** Route path, or a function resolving one from the API (a project id that exists right now). */
const ROUTES: { name: string; path: string | ((page: Page) => Promise<string>) }[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'services', path: '/services' },
  { name: 'service-it-infrastructure', path: '/services/it-infrastructure' },
  { name: 'projects', path: '/projects' },
  {
    name: 'project-detail',
    path: async (page) => {
      const response = await page.request.get('/api/projects');
      expect(response.ok()).toBe(true);
      const projects = (await response.json()) as { id: string }[];
      const first = projects[0];
      if (!first) throw new Error('GET /api/projects returned no projects');
      return `/projects/${first.id}`;
    },
  },
  { name: 'careers', path: '/careers' },
  { name: 'client-brief', path: '/client-brief' },
  { name: 'blog', path: '/blog' },
  { name: 'blog-post', path: '/blog/future-it-infrastructure-libya' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'terms-of-service', path: '/terms-of-service' },
  { name: 'not-found', path: '/not-found' },
];

/** Scrolls to the bottom in viewport steps so lazy images load and reveal effects run, then back up. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 120));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.8) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause();
    window.scrollTo(0, 0);
  });
}

test.describe('screenshots of every public page', () => {
  // Long pages (projects, blog) take a while to scroll through and capture in full.
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(() => mkdirSync(OUT_DIR, { recursive: true }));

  for (const route of ROUTES) {
    for (const lang of LANGS) {
      for (const width of WIDTHS) {
        test(`${route.name} ${lang} ${width}`, async ({ page }) => {
          await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
          // Final states at once: counters show their values and the footer needs no fade.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          const path = typeof route.path === 'string' ? route.path : await route.path(page);
          await page.goto(`${path}?lang=${lang}`);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // Best effort: give data sections a moment to replace their spinners before the shot.
          await page
            .waitForFunction(() => document.querySelector('.spinner') === null, undefined, { timeout: 5000 })
            .catch(() => undefined);
          await scrollThrough(page);
          // Lazy images started loading while scrolling; wait for them (bounded) so the shot is complete.
          await page
            .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
              timeout: 10_000,
            })
            .catch(() => undefined);
          await page.screenshot({
            path: join(OUT_DIR, `${route.name}-${lang}-${width}.png`),
            fullPage: true,
          });
        });
      }
    }
  }
});

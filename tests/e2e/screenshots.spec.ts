/**
 * Full-page screenshots for people to review, not tests: every public route (docs/product.md#screens) and
 * every admin screen, in English and Arabic, at phone and desktop widths, written to
 * screenshots/<screen>-<lang>- <width>.png at the repo root (git-ignored). Run by `make screenshots`
 * (screenshots.config.ts), never by `make test`. Reduced motion (set in that config) shows counters and the
 * footer at their end state.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiSignIn, expect, storeToken, test } from './fixtures';

// Playwright loads specs as CommonJS, so __dirname is this folder.
const OUT_DIR = join(__dirname, '..', '..', 'screenshots');
const LANGS = ['en', 'ar'] as const;
const WIDTHS = [390, 1280] as const;

interface Screen {
  name: string;
  /** A path, or a function resolving one from the API (a project id that exists right now). */
  path: string | ((page: Page) => Promise<string>);
  /** Admin screens are shot signed in. */
  admin?: boolean;
}

const PUBLIC_SCREENS: Screen[] = [
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

const ADMIN_SCREENS: Screen[] = [
  { name: 'admin-login', path: '/admin/login' },
  { name: 'admin-dashboard', path: '/admin/dashboard', admin: true },
  { name: 'admin-client-briefs', path: '/admin/dashboard/client-briefs', admin: true },
  { name: 'admin-blog', path: '/admin/dashboard/blog', admin: true },
  { name: 'admin-careers-jobs', path: '/admin/dashboard/careers', admin: true },
  { name: 'admin-careers-applications', path: '/admin/dashboard/careers?tab=applications', admin: true },
  { name: 'admin-messages', path: '/admin/dashboard/messages', admin: true },
  { name: 'admin-settings', path: '/admin/dashboard/settings', admin: true },
  { name: 'admin-accounts', path: '/admin/dashboard/accounts', admin: true },
  { name: 'admin-activity', path: '/admin/dashboard/activity', admin: true },
  { name: 'admin-privacy', path: '/admin/dashboard/privacy', admin: true },
  { name: 'admin-site-content', path: '/admin/dashboard/site-content', admin: true },
  { name: 'admin-media', path: '/admin/dashboard/media', admin: true },
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

/** Waits (bounded) until the data replaced the spinners and skeletons and the images loaded. */
async function settle(page: Page) {
  const quiet = () =>
    document.querySelector('.spinner, [aria-busy="true"]') === null &&
    [...document.images].every((image) => image.complete);
  await page.waitForFunction(quiet, undefined, { timeout: 10_000 }).catch(() => undefined);
}

test.describe('screenshots', () => {
  // Long pages (projects, blog) take a while to scroll through and capture in full.
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(() => mkdirSync(OUT_DIR, { recursive: true }));

  for (const screen of [...PUBLIC_SCREENS, ...ADMIN_SCREENS]) {
    for (const lang of LANGS) {
      for (const width of WIDTHS) {
        test(`${screen.name} ${lang} ${width}`, async ({ page }) => {
          await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
          const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
          const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
          if (screen.admin) await storeToken(page, await apiSignIn(page.request));
          await page.goto(url);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          // Generous: a shot is not timed, and on a busy machine the first render can take a while.
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
          await settle(page);
          await scrollThrough(page);
          await settle(page);
          await page.screenshot({
            path: join(OUT_DIR, `${screen.name}-${lang}-${width}.png`),
            fullPage: true,
          });
        });
      }
    }
  }
});

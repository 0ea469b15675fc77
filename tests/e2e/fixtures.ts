import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page, type Response } from '@playwright/test';

export { expect };

/** The demo admin of compose (README); the e2e system runs with the sign-in limit off. */
export const ADMIN = { email: 'admin@madar.ly', password: 'MadarDemo2026!' } as const;

/** Signs the admin in through the API, as the sign-in page does, and returns the bearer token. */
export async function apiSignIn(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { ...ADMIN, rememberMe: false } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Stores a token where a successful sign-in keeps it (any token: a test may store a bad one). The
 * storage belongs to the site's origin, so any address of it will do: robots.txt is a small text file
 * that boots no app, where the sign-in page would cost a full page load before every signed-in test.
 */
export async function storeToken(page: Page, token: string) {
  await page.goto('/robots.txt');
  await page.evaluate((value) => window.localStorage.setItem('adminToken', value), token);
}

interface AdminFixtures {
  /** A token of this test's own (a test may log it out, which revokes it). */
  adminToken: string;
  /** The Authorization header of `adminToken`, for arranging data through the API. */
  asAdmin: { Authorization: string };
  /** Opens `path` signed in as the admin, skipping the sign-in form. */
  signIn: (path: string) => Promise<void>;
}

/**
 * Waits, after a page load, until the app runs the page (`<html data-interactive>`): a server-rendered
 * page shows its buttons before its script has loaded, and a click then does nothing, as for a visitor
 * on a slow phone. Only HTML answers with JavaScript on; the no-JavaScript tests read the HTML as it is.
 * A form in a chunk of its own may still be disabled then: actions that wait for an enabled control
 * (click, fill) are fine; `setInputFiles` does not wait, so wait for `toBeEnabled()` first. Exported
 * for pages of a browser context a test opens itself, which the `page` fixture below does not wrap.
 */
export async function untilInteractive(page: Page, response: Response | null) {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return;
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * Playwright's `test` with the page's loads waiting for the app (see untilInteractive) and the admin
 * fixtures; each is created only for a test that asks for it.
 */
export const test = base.extend<AdminFixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilInteractive(page, response);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilInteractive(page, response);
        return response;
      };
    }
    await use(page);
  },
  adminToken: async ({ request }, use) => use(await apiSignIn(request)),
  asAdmin: async ({ adminToken }, use) => use({ Authorization: `Bearer ${adminToken}` }),
  signIn: async ({ page, adminToken }, use) =>
    use(async (path) => {
      await storeToken(page, adminToken);
      await page.goto(path);
    }),
});

/** The main navigation links in the order of docs/product.md#header-and-footer. */
export const NAV_PATHS = [
  '/',
  '/about',
  '/services',
  '/projects',
  '/careers',
  '/client-brief',
  '/blog',
  '/contact',
];

export const SERVICE_IDS = [
  'it-infrastructure',
  'telecommunications',
  'networking',
  'security-systems',
  'software-development',
  'consulting',
  'support',
];

/** The desktop header navigation (the mobile menu repeats the links inside a dialog). */
export const mainNav = (page: Page) => page.locator('header.site-header nav.site-header__nav');

export async function expectLanguage(page: Page, lang: 'en' | 'ar') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/**
 * Fails on any serious or critical axe-core violation (WCAG 2.1 A/AA) on the current page. With reduced
 * motion, which the site's CSS honours, so every fade (the footer's) is at its end state when axe
 * measures contrast, not half-way. The motion setting is put back afterwards: a test may scan its page
 * first and go on to use it, as a visitor would, animations and all.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  // A page without frames is scanned by axe.run in the page itself (legacy mode): the same rules and
  // results. By default AxeBuilder runs axe per frame, then opens a blank page to inject axe again and
  // merge the results there, which took about half of every scan. A page with frames keeps the default,
  // the one that also reaches a frame of another origin.
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const results = await builder.analyze();
  await page.emulateMedia({ reducedMotion: null });
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * A public page's address in a language: English unprefixed, Arabic under /ar
 * (docs/architecture.md#languages).
 */
export const localized = (lang: 'en' | 'ar', path: string): string =>
  lang === 'ar' ? (path === '/' ? '/ar' : `/ar${path}`) : path;

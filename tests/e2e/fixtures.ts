import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The main navigation links in the order spec §2 requires. */
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

/** Fails on any serious or critical axe-core violation (WCAG 2.1 A/AA) on the current page. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

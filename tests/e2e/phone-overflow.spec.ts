import type { Page } from '@playwright/test';
import { expect, localized, SERVICE_IDS, test } from './fixtures';

/**
 * Every public page fits a phone in both languages: nothing wider than the screen, so no page scrolls
 * sideways and nothing is cut at the edge. Each page is loaded directly (not reached by a click), as a
 * visitor from a search result lands, since a page loaded that way has only its own stylesheets; a
 * style that another page would have brought (a fieldset's reset, say) is missing then.
 */
const WIDTHS = [360, 390] as const;
const LANGS = ['en', 'ar'] as const;

/** Every public route of docs/product.md#screens, with the seeded records for the ones with an id. */
const PATHS = [
  '/',
  '/about',
  '/services',
  ...SERVICE_IDS.map((id) => `/services/${id}`),
  '/projects',
  '/projects/benghazi-university-hospital-network',
  '/careers',
  '/careers/noc-technician',
  '/client-brief',
  '/blog',
  '/blog/future-it-infrastructure-libya',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/not-found',
  '/no-such-page',
];

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** The outermost elements that reach past either edge, to say what to fix. */
  culprits: string[];
}

/** How far the page reaches past the viewport, and which elements do it. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
    const outside = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => outside(el) && !(el.parentElement && outside(el.parentElement)))
      .filter((el) => !el.closest('.visually-hidden'))
      .slice(0, 5)
      .map(describe);
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
  });
}

test.describe('public pages on a phone', () => {
  // One test per language loads all of its pages in turn, where a test each paid for a fresh browser
  // (and its cold cache) per page; each page is still a full load of its own address.
  test.describe.configure({ timeout: 180_000 });

  for (const lang of LANGS) {
    test(`every ${lang} page does not scroll sideways at ${WIDTHS.join(' or ')} px`, async ({ page }) => {
      for (const path of PATHS) {
        const address = localized(lang, path);
        await test.step(address, async () => {
          // Loaded at the narrowest width, then widened: media queries and the page's own layout code
          // follow a resize as they follow a load, and a second load would only cost time.
          await page.setViewportSize({ width: WIDTHS[0], height: 800 });
          await page.goto(address);
          // The page is server-rendered with its data and running (the fixture waits for that); the
          // fonts are what can still change a line's width.
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            const overflow = await measure(page);
            // Soft: one page too wide does not hide the state of the pages after it.
            expect
              .soft(
                overflow.scrollWidth,
                `${address} at ${width} px is ${overflow.scrollWidth - overflow.clientWidth} px too wide; ` +
                  `reaching past the edge: ${overflow.culprits.join(', ') || 'none found'}`,
              )
              .toBeLessThanOrEqual(overflow.clientWidth);
          }
        });
      }
    });
  }
});

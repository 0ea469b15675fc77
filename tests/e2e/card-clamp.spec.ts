import type { Page } from '@playwright/test';
import { expectLanguage, expect, test } from './fixtures';

/**
 * Clamped card text (three lines, then an ellipsis) shows exactly its three lines: no part of a fourth
 * under the ellipsis, in either script, however tall the card's row is. Measured, not looked at: the
 * box's height against three computed line heights.
 */
const LINES = 3;

async function measure(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => {
      const style = getComputedStyle(node);
      return {
        height: node.getBoundingClientRect().height,
        lineHeight: parseFloat(style.lineHeight),
        clamped: node.scrollHeight > node.clientHeight + 1,
        paddingBlock: parseFloat(style.paddingBlockStart) + parseFloat(style.paddingBlockEnd),
        overflow: style.overflowY,
      };
    }),
  );
}

for (const lang of ['en', 'ar'] as const) {
  for (const width of [390, 1280]) {
    test(`card text clamps to whole lines in ${lang} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, selector] of [
        ['/projects', '.project-card__description'],
        ['/', '.services-teaser__description'],
      ] as const) {
        await page.goto(`${path}?lang=${lang}`);
        await expectLanguage(page, lang);
        await expect(page.locator(selector).first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const boxes = await measure(page, selector);
        expect(boxes.length).toBeGreaterThan(0);
        for (const box of boxes) {
          expect(box.overflow).toBe('hidden');
          expect(box.paddingBlock).toBe(0);
          expect(box.height).toBeLessThanOrEqual(LINES * box.lineHeight + 0.5);
          // Clamped text fills its three lines exactly, so the third line (with the ellipsis) is whole.
          if (box.clamped) expect(box.height).toBeGreaterThanOrEqual(LINES * box.lineHeight - 0.5);
        }
      }
    });
  }
}

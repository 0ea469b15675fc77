import type { Page } from '@playwright/test';
import { expectLanguage, expectNoSeriousAxeViolations, localized, expect, test } from './fixtures';

/** Scrolls a locator into view so IntersectionObserver-driven effects (counters) start. */
async function reveal(page: Page, selector: string) {
  await page.locator(selector).scrollIntoViewIfNeeded();
}

const STATISTIC_VALUES = ['15+', '200+', '50+', '150+'];

test.describe('home page', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`renders every section in ${lang}`, async ({ page }) => {
      // The axe scan in this test takes seconds of its own on a loaded machine.
      test.slow();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/?lang=${lang}`);
      await expectLanguage(page, lang);

      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(`#hero a[href="${localized(lang, '/services')}"]`)).toBeVisible();

      const about = page.locator('#about');
      await expect(about.locator(`a[href="${localized(lang, '/about')}"]`)).toBeVisible();
      await expect(about).toContainText(lang === 'en' ? '15+ years in business' : 'أكثر من 15 عامًا');

      const services = page.locator('#services');
      await expect(services.locator('[data-service-id]')).toHaveCount(6);
      await expect(services.locator(`a[href="${localized(lang, '/services')}"]`)).toBeVisible();
      await expect(page.locator(`#projects a[href="${localized(lang, '/projects')}"]`)).toBeVisible();

      await reveal(page, '#statistics');
      const values = page.locator('#statistics .statistic-card__value');
      await expect(values).toHaveCount(4);
      // The counters take 2.5 s; each must land on its value with a trailing plus.
      await expect(values).toHaveText(STATISTIC_VALUES, { timeout: 6000 });
      await expect(page.locator('#statistics').getByText('15+')).toBeVisible();

      await reveal(page, '#testimonials');
      await expect(page.locator('#testimonials [data-testimonial]')).toHaveCount(3);
      await expect(page.locator(`#contact a[href="${localized(lang, '/contact')}"]`)).toBeVisible();

      // Every data section has rendered by now: the page axe checks is the filled one.
      await expect(page.locator('.spinner')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the header tracks the home section in view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/?lang=en');
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-active-section', 'hero');
    await page.locator('#testimonials [data-testimonial]').first().waitFor();
    await page.evaluate(() => {
      const top = document.getElementById('statistics')?.getBoundingClientRect().top ?? 0;
      window.scrollBy(0, top - 50);
    });
    await expect(header).toHaveAttribute('data-active-section', 'statistics');
  });

  test('the footer fades in near the bottom of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/?lang=en');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-revealed', 'false');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toHaveAttribute('data-revealed', 'true');
  });

  test('counters show their final values at once with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/?lang=en');
    const values = page.locator('#statistics .statistic-card__value');
    await expect(values).toHaveCount(4);
    // No 2.5 s animation: the values are final as soon as the cards render.
    await expect(values).toHaveText(STATISTIC_VALUES, { timeout: 500 });
  });
});

test.describe('about page', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`shows the history, the numbers and the team in ${lang}`, async ({ page }) => {
      // The axe scan in this test takes seconds of its own on a loaded machine.
      test.slow();
      await page.goto(`/about?lang=${lang}`);
      await expectLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'About Us' : 'من نحن');
      await expect(page).toHaveTitle(lang === 'en' ? /About Us/ : /من نحن/);

      const history = page.locator('#history');
      for (const year of ['2010', '2015', '2018', '2023']) {
        await expect(history.getByText(year, { exact: true })).toBeVisible();
      }
      await expect(page.locator('#values h3')).toHaveCount(5);
      await reveal(page, '#statistics');
      await expect(page.locator('[data-statistic="years"] .statistic-card__value')).toHaveText('15+', {
        timeout: 6000,
      });
      await expect(page.locator('#team h3')).toHaveCount(6);
      await expect(page.locator('#partners li').first()).toBeVisible();
      await expect(page.locator(`.cta-band a[href="${localized(lang, '/contact')}"]`)).toBeVisible();
      await expect(page.locator(`.cta-band a[href="${localized(lang, '/services')}"]`)).toBeVisible();

      await expect(page.locator('.statistic-card')).toHaveCount(4);
      await expect(page.locator('.spinner')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    });
  }
});

/**
 * The public site for a visitor without JavaScript (or before it arrives on a slow phone): the phone
 * menu opens, the language switch is a link to the same page in the other language, a form that only
 * the script can send says so and how else to reach the company, and the WhatsApp link works. With the
 * script, the form's note is gone.
 */
import { expect, expectLanguage, localized, NAV_PATHS, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const TEXT = {
  en: {
    menu: 'Menu',
    services: 'Services',
    other: 'العربية',
    note: 'This form needs JavaScript',
    chat: 'Chat with us on WhatsApp',
  },
  ar: {
    menu: 'القائمة',
    services: 'خدماتنا',
    other: 'English',
    note: 'يحتاج هذا النموذج إلى تفعيل JavaScript',
    chat: 'تحدّث معنا عبر واتساب',
  },
} as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  for (const lang of ['en', 'ar'] as const) {
    const text = TEXT[lang];

    test(`the phone menu opens and shows every link, and closes again (${lang})`, async ({ page }) => {
      await page.goto(localized(lang, '/about'));
      const toggle = page.getByRole('banner').getByLabel(text.menu, { exact: true });
      const panel = page.locator('header .site-menu__panel');
      await expect(toggle).toBeVisible();
      await expect(panel).toBeHidden();

      await toggle.click();
      await expect(panel).toBeVisible();
      const links = panel.getByRole('navigation').getByRole('link');
      await expect(links).toHaveCount(NAV_PATHS.length);
      for (const link of await links.all()) await expect(link).toBeVisible();
      await expect(toggle).toBeVisible();

      await toggle.click();
      await expect(panel).toBeHidden();

      await toggle.click();
      await panel.getByRole('link', { name: text.services, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(lang, '/services')}$`));
      await expect(page.locator('header .site-menu__panel')).toBeHidden();
    });

    test(`the language link loads the same page in the other language (${lang})`, async ({ page }) => {
      const other = lang === 'en' ? 'ar' : 'en';
      await page.goto(localized(lang, '/services'));
      await page.getByRole('contentinfo').getByRole('link', { name: text.other, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(other, '/services')}$`));
      await expectLanguage(page, other);
    });

    test(`a form says it needs JavaScript and how else to reach us (${lang})`, async ({ page }) => {
      await page.goto(localized(lang, '/contact'));
      const form = page.getByRole('main').locator('form').first();
      await expect(form.locator('button[type="submit"]')).toBeDisabled();
      const note = page.getByRole('main').locator('.form-gate__note').first();
      await expect(note).toBeVisible();
      await expect(note).toContainText(text.note);
      await expect(note.locator('a[href^="mailto:"]')).toBeVisible();
      await expect(note.locator('a[href^="tel:"]')).toBeVisible();
    });

    test(`the WhatsApp link sits at the end corner and clears the footer (${lang})`, async ({ page }) => {
      await page.goto(localized(lang, '/'));
      const chat = page.getByRole('link', { name: new RegExp(`^${text.chat}`) });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{8,15}\?text=.+/);
      await expect(chat).toHaveAttribute('target', '_blank');

      const box = await chat.boundingBox();
      expect(box).not.toBeNull();
      const centre = (box?.x ?? 0) + (box?.width ?? 0) / 2;
      // The end corner: the right in English, the left in Arabic.
      expect(lang === 'en' ? centre > PHONE.width / 2 : centre < PHONE.width / 2).toBe(true);

      // At the page's end it covers none of the footer's last row.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const chatBox = await chat.boundingBox();
      for (const link of await page.locator('.site-footer__bottom a').all()) {
        const linkBox = await link.boundingBox();
        if (!chatBox || !linkBox) continue;
        const overlaps =
          linkBox.x < chatBox.x + chatBox.width &&
          chatBox.x < linkBox.x + linkBox.width &&
          linkBox.y < chatBox.y + chatBox.height &&
          chatBox.y < linkBox.y + linkBox.height;
        expect(overlaps, await link.innerText()).toBe(false);
      }
    });
  }
});

test.describe('with JavaScript', () => {
  test.use({ viewport: PHONE });

  test('the form note is gone once the app runs', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('main').locator('form').first().getByRole('textbox').first()).toBeEnabled();
    await expect(page.locator('.form-gate__note')).toHaveCount(0);
  });

  test('the same menu button opens the dialog, and the language link switches in place', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByLabel('Open menu').click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('header .site-menu__panel')).toHaveCount(0);

    // In place: the page is not loaded again, so a mark left on the window survives.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await dialog.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expectLanguage(page, 'ar');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});

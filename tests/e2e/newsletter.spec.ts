import { expect, test } from './fixtures';

const TEXT = {
  en: {
    email: 'Email address',
    subscribe: 'Subscribe',
    success: /Follow its link to confirm your subscription/,
  },
  ar: { email: 'البريد الإلكتروني', subscribe: 'اشترك', success: /اتبع الرابط فيها لتأكيد اشتراكك/ },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test(`the footer newsletter subscribes, also for a known email (${lang})`, async ({ page }) => {
    const email = `e2e-${lang}-${Date.now()}@example.com`;
    await page.goto(`/?lang=${lang}`);
    const form = page.locator('footer form.newsletter-form');
    const input = form.getByRole('textbox', { name: text.email });

    // The browser refuses an invalid address before anything is sent.
    await input.fill('not-an-email');
    await form.getByRole('button', { name: text.subscribe }).click();
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      await input.fill(email);
      await form.getByRole('button', { name: text.subscribe }).click();
      await expect(form.getByRole('status')).toHaveText(text.success);
      await expect(input).toHaveValue('');
    }
  });

  test(`the blog newsletter block subscribes (${lang})`, async ({ page }) => {
    await page.goto(`/blog?lang=${lang}`);
    const form = page.locator('.blog-newsletter form');
    await form.getByRole('textbox', { name: text.email }).fill(`e2e-blog-${lang}-${Date.now()}@example.com`);
    await form.getByRole('button', { name: text.subscribe }).click();
    await expect(form.getByRole('status')).toHaveText(text.success);
  });
}

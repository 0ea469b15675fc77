import type { APIRequestContext } from '@playwright/test';
import { expect, expectLanguage, expectNoSeriousAxeViolations, test } from './fixtures';

/**
 * Admin blog and careers (docs/product.md#admin-lists): content created in the panel reaches the public site
 * in both languages, an application sent from the public form reaches the panel, and the screens pass axe.
 */
const BLOG_ADMIN = '/admin/dashboard/blog';
const CAREERS_ADMIN = '/admin/dashboard/careers';
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF';

const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/**
 * An admin list narrowed by its search (kept in the URL, and in it while an editor is open), so a test
 * finds its own rows however many others exist: the lists show one page at a time.
 */
const searching = (path: string, text: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ ...extra, search: text }).toString()}`;

async function deleteQuietly(request: APIRequestContext, headers: { Authorization: string }, path: string) {
  await request.delete(path, { headers });
}

test.describe('admin blog and careers', () => {
  // Each test walks several screens (and the Vite dev server compiles them on first use).
  test.describe.configure({ timeout: 120_000 });

  test('a post written in both languages is public in both, and hidden again as a draft', async ({
    page,
    browser,
    asAdmin,
    signIn,
  }) => {
    const id = runId();
    const title = { en: `Fibre backbone ${id}`, ar: `العمود الفقري الضوئي ${id}` };
    let postId: string | undefined;
    try {
      await signIn(searching(BLOG_ADMIN, id));
      await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
      await expect(page.getByText('No blog posts match your search.')).toBeVisible();
      await page.getByRole('button', { name: 'Add post' }).click();

      const english = page.getByRole('group', { name: 'English' });
      const arabic = page.getByRole('group', { name: 'Arabic' });
      await english.getByLabel('Title', { exact: true }).fill(title.en);
      await expect(page.getByLabel('Slug')).toHaveValue(`fibre-backbone-${id}`);
      await english.getByLabel('Author title').fill('Network Architect');
      await english.getByLabel('Excerpt').fill('How Tripoli and Benghazi are being linked.');
      // The body is a rich-text editor; its HTML source view takes typed markup as it is.
      await english.getByRole('button', { name: 'Edit as HTML' }).click();
      await english.getByLabel('Content (HTML)').fill('<h2>Why</h2><p>Capacity.</p>');
      await expect(
        page
          .frameLocator('iframe[title="Preview of the English content"]')
          .getByRole('heading', { name: 'Why' }),
      ).toBeVisible();
      await arabic.getByLabel('Title', { exact: true }).fill(title.ar);
      await arabic.getByLabel('Author title').fill('مهندس معماري للشبكات');
      await arabic.getByLabel('Excerpt').fill('كيف يجري ربط طرابلس وبنغازي.');
      await arabic.getByRole('button', { name: 'Edit as HTML' }).click();
      await arabic.getByLabel('Content (HTML)').fill('<h2>لماذا</h2><p>السعة.</p>');
      await expect(arabic.getByLabel('Title', { exact: true })).toHaveAttribute('dir', 'rtl');
      await page.getByLabel('Category').selectOption('telecommunications');
      await english.getByLabel('Author', { exact: true }).fill('Khaled Ben Omran');
      await arabic.getByLabel('Author', { exact: true }).fill('خالد بن عمران');
      await english.getByLabel('Tags').fill('Fibre, Backbone');
      await arabic.getByLabel('Tags').fill('ألياف، الشبكة الأساسية');
      await page.getByLabel(/^Published/).check();

      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/blog/posts') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      postId = ((await response.json()) as { id: string }).id;
      const row = page.getByRole('row').filter({ hasText: title.en });
      await expect(row).toContainText('Published');

      await page.goto('/blog?lang=en');
      await expect(page.getByText(title.en).first()).toBeVisible();
      await page.goto('/blog?lang=ar');
      await expectLanguage(page, 'ar');
      await expect(page.getByText(title.ar).first()).toBeVisible();

      // Back to English and the panel: unpublish, and the public list drops it.
      await page.goto(searching(BLOG_ADMIN, id, { lang: 'en' }));
      await page.getByRole('button', { name: `Edit: ${title.en}` }).click();
      await page.getByLabel(/^Published/).uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('row').filter({ hasText: title.en })).toContainText('Draft');
      // The public list may be cached by the browser for a minute (Cache-Control max-age=60): look as a
      // new visitor, as the people the draft is hidden from would.
      const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const fresh = await visitor.newPage();
      await fresh.goto('/blog?lang=en');
      await expect(fresh.getByText(/Showing \d+ of \d+ articles/)).toBeVisible();
      await expect(fresh.locator('main')).not.toContainText(title.en);
      await visitor.close();
    } finally {
      if (postId) await deleteQuietly(page.request, asAdmin, `/api/blog/posts/${postId}`);
    }
  });

  test('deleting a post asks first', async ({ page, asAdmin, signIn }) => {
    const id = runId();
    const created = await page.request.post('/api/blog/posts', {
      headers: asAdmin,
      data: {
        title: { en: `Delete me ${id}`, ar: `احذفني ${id}` },
        excerpt: { en: 'x', ar: 'س' },
        content: { en: '<p>x</p>', ar: '<p>س</p>' },
        authorTitle: { en: 'Editor', ar: 'محرر' },
        slug: `delete-me-${id}`,
        category: 'cloud',
        author: 'Editor',
        published: false,
      },
    });
    expect(created.status()).toBe(201);
    await signIn(searching(BLOG_ADMIN, id));
    await page.getByRole('button', { name: `Delete: Delete me ${id}` }).click();
    const dialog = page.getByRole('alertdialog');
    // The confirmation names the post (its title isolated in its own direction).
    await expect(dialog).toContainText(
      new RegExp(`Are you sure you want to delete the post “\u2068?Delete me ${id}\u2069?”\\?`),
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row').filter({ hasText: `Delete me ${id}` })).toHaveCount(0);
    await expect(page.getByText('No blog posts match your search.')).toBeVisible();
  });

  test('a job created in the panel appears on /careers', async ({ page, asAdmin, signIn }) => {
    const id = runId();
    const title = `Radio Planner ${id}`;
    let jobId: string | undefined;
    try {
      await signIn(searching(CAREERS_ADMIN, id));
      await expect(page.getByText('No jobs match your search.')).toBeVisible();
      await page.getByRole('button', { name: 'Add job' }).click();
      const fields: [string, string, string][] = [
        ['Title', title, `مخطط راديو ${id}`],
        ['Department', 'Telecommunications', 'الاتصالات'],
        ['Location', 'Benghazi', 'بنغازي'],
        ['Description', 'Plan 4G and 5G radio coverage.', 'تخطيط تغطية الجيلين الرابع والخامس.'],
      ];
      for (const [label, en, ar] of fields) {
        await page.getByLabel(`${label} (English)`).fill(en);
        await page.getByLabel(`${label} (Arabic)`).fill(ar);
      }
      await page.getByLabel('Responsibilities — Item 1 (English)').fill('Run drive tests');
      await page.getByLabel('Responsibilities — Item 1 (Arabic)').fill('إجراء اختبارات القيادة');
      await page.getByLabel('Requirements — Item 1 (English)').fill('RF planning tools');
      await page.getByLabel('Requirements — Item 1 (Arabic)').fill('أدوات تخطيط الترددات');
      await page.getByLabel(/^Published/).check();
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/jobs') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      jobId = ((await response.json()) as { id: string }).id;
      await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');

      await page.goto('/careers?lang=en');
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    } finally {
      if (jobId) await deleteQuietly(page.request, asAdmin, `/api/jobs/${jobId}`);
    }
  });

  test('an application from the public form reaches the panel: status and resume download', async ({
    page,
    asAdmin,
    signIn,
  }) => {
    const id = runId();
    const jobTitle = `Field Technician ${id}`;
    const applicant = `Applicant ${id}`;
    const job = await page.request.post('/api/jobs', {
      headers: asAdmin,
      data: {
        title: { en: jobTitle, ar: `فني ميداني ${id}` },
        department: { en: 'Support', ar: 'الدعم' },
        location: { en: 'Tripoli', ar: 'طرابلس' },
        type: { en: 'Full-time', ar: 'دوام كامل' },
        description: { en: 'Install and maintain sites.', ar: 'تركيب المواقع وصيانتها.' },
        responsibilities: [{ en: 'Install', ar: 'التركيب' }],
        requirements: [{ en: 'Licence', ar: 'رخصة' }],
        published: true,
      },
    });
    expect(job.status()).toBe(201);
    const jobId = ((await job.json()) as { id: string }).id;
    let applicationId: string | undefined;
    try {
      await page.goto('/careers?lang=en');
      const form = page.getByRole('form', { name: 'Apply now' });
      const card = page.getByRole('article', { name: jobTitle });
      await card.getByRole('button', { name: 'View details' }).click();
      await expect(form.getByLabel(/^Position/)).toHaveValue(jobTitle);
      await form.getByLabel(/^Full name/).fill(applicant);
      await form.getByLabel(/^Email address/).fill(`applicant.${id}@example.com`);
      await form.getByLabel(/^Work experience/).fill('Four years of tower work.');
      await form.getByLabel(/^Education/).fill('Diploma in electronics');
      await form.getByLabel(/^Resume/).setInputFiles({
        name: `cv-${id}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(PDF, 'latin1'),
      });
      await form.getByRole('checkbox', { name: /^I agree that Madar Technologies keeps/ }).check();
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByText(/application has been submitted successfully/)).toBeVisible();

      await signIn(searching(CAREERS_ADMIN, applicant, { tab: 'applications' }));
      await expect(page.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
      const row = page.getByRole('row').filter({ hasText: applicant });
      await expect(row).toContainText(jobTitle);

      const status = row.getByRole('combobox', { name: `Status of the application from ${applicant}` });
      const patched = page.waitForResponse(
        (r) => r.url().includes('/status') && r.request().method() === 'PATCH',
      );
      await status.selectOption('interview');
      applicationId = new URL((await patched).url()).pathname.split('/')[3];
      await page.reload();
      await expect(
        page.getByRole('combobox', { name: `Status of the application from ${applicant}` }),
      ).toHaveValue('interview');

      await page.getByRole('button', { name: `View: ${applicant}` }).click();
      const dialog = page.getByRole('dialog', { name: `Application from ${applicant}` });
      await expect(dialog).toContainText('Four years of tower work.');
      const downloadEvent = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download resume' }).click();
      const download = await downloadEvent;
      expect(download.suggestedFilename()).toBe(`cv-${id}.pdf`);
      const { readFile } = await import('node:fs/promises');
      const bytes = await readFile(await download.path());
      expect(bytes.equals(Buffer.from(PDF, 'latin1'))).toBe(true);
    } finally {
      if (applicationId) await deleteQuietly(page.request, asAdmin, `/api/applications/${applicationId}`);
      await deleteQuietly(page.request, asAdmin, `/api/jobs/${jobId}`);
    }
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`the blog and careers screens have no serious axe violations (${lang})`, async ({
      page,
      signIn,
    }) => {
      await signIn(`${BLOG_ADMIN}?lang=${lang}`);
      await expectLanguage(page, lang);
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('button', { name: lang === 'en' ? 'Add post' : 'إضافة مقال' }).click();
      await expect(page.locator('form.post-editor')).toBeVisible();
      // axe injects itself into every frame, and the previews are sandboxed without scripts on purpose:
      // it would wait for them forever. Their only a11y need, a title, is checked here instead.
      const previews = page.locator('iframe.post-editor__preview');
      await expect(previews).toHaveCount(2);
      for (const frame of await previews.all()) await expect(frame).toHaveAttribute('title', /.+/);
      await previews.evaluateAll((frames) => frames.forEach((frame) => frame.remove()));
      await expectNoSeriousAxeViolations(page);

      await page.goto(`${CAREERS_ADMIN}?lang=${lang}`);
      await expect(page.getByRole('tablist')).toBeVisible();
      await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);

      // Arrow keys move between the tabs (the next tab is to the left in Arabic).
      await page.getByRole('tab', { selected: true }).focus();
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(
        page.getByRole('tab', { name: lang === 'en' ? 'Applications' : 'الطلبات' }),
      ).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    });
  }
});

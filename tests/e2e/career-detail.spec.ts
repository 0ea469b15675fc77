import { expect, expectLanguage, expectNoSeriousAxeViolations, test } from './fixtures';

/**
 * A page per opening (docs/product.md#careers): each opening on /careers links to /careers/{jobId}, which
 * shows the job in either language with the application form, or a notice once its closing date has passed;
 * an unknown id shows the detail pages' error view.
 */
const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

const jobBody = (id: string, closesAt: string) => ({
  title: { en: `Transmission Engineer ${id}`, ar: `مهندس إرسال ${id}` },
  department: { en: 'Telecommunications', ar: 'الاتصالات' },
  location: { en: 'Benghazi', ar: 'بنغازي' },
  type: { en: 'Full-time', ar: 'دوام كامل' },
  description: { en: 'Plan microwave links across the east.', ar: 'تخطيط وصلات الميكروويف في الشرق.' },
  responsibilities: [{ en: 'Survey link paths', ar: 'مسح مسارات الوصلات' }],
  requirements: [{ en: 'Three years with microwave radios', ar: 'خبرة ثلاث سنوات في أجهزة الميكروويف' }],
  published: true,
  closesAt,
});

test.describe('a job’s own page', () => {
  let jobId = '';
  let slug = '';
  let id = '';

  test.beforeEach(async ({ request, asAdmin }) => {
    id = runId();
    const created = await request.post('/api/jobs', { headers: asAdmin, data: jobBody(id, '2099-12-31') });
    expect(created.status()).toBe(201);
    ({ id: jobId, slug } = (await created.json()) as { id: string; slug: string });
  });

  test.afterEach(async ({ request, asAdmin }) => {
    await request.delete(`/api/jobs/${jobId}`, { headers: asAdmin });
  });

  test('opens from /careers and shows the job with the form, in English then Arabic', async ({ page }) => {
    // Two axe scans, one per language, take seconds of their own on a loaded machine.
    test.slow();
    const title = `Transmission Engineer ${id}`;
    await page.goto('/careers?lang=en');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByRole('button', { name: 'View details' })).toBeVisible();
    await expect(card).toContainText('Apply by 31 December 2099');
    await card.getByRole('link', { name: title }).click();

    // The job's readable address, made from its English title.
    expect(slug).toBe(`transmission-engineer-${id}`);
    await expect(page).toHaveURL(new RegExp(`/careers/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Plan microwave links across the east.')).toBeVisible();
    await expect(page.getByText('Three years with microwave radios')).toBeVisible();
    await expect(page.locator('.job-facts')).toContainText('31 December 2099');
    await expect(page).toHaveTitle(`${title} | Madar Technologies`);
    const form = page.getByRole('form', { name: 'Apply now' });
    await expect(form.getByLabel(/^Position/)).toHaveValue(title);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Careers' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // An old-style link (the job's id) picks the language; the server moves it to the slug's /ar/ address.
    await page.goto(`/careers/${jobId}?lang=ar`);
    await expect(page).toHaveURL(new RegExp(`/ar/careers/${slug}(\\?|$)`));
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1, name: `مهندس إرسال ${id}` })).toBeVisible();
    await expect(page.getByText('تخطيط وصلات الميكروويف في الشرق.')).toBeVisible();
    await expect(page.locator('.job-facts')).toContainText('31 ديسمبر 2099');
    await expect(page.getByRole('form', { name: 'قدّم الآن' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link').click();
    await expect(page.getByRole('article', { name: `مهندس إرسال ${id}` })).toBeVisible();
  });

  test('puts a notice in place of the form once the job has closed', async ({ page, request, asAdmin }) => {
    const closed = await request.patch(`/api/jobs/${jobId}`, {
      headers: asAdmin,
      data: { closesAt: '2020-01-31' },
    });
    expect(closed.status()).toBe(200);

    await page.goto(`/careers/${jobId}?lang=en`);
    await expect(page.getByRole('heading', { name: 'Applications have closed' })).toBeVisible();
    await expect(page.getByText(/stopped taking applications on 31 January 2020/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Apply now' })).toHaveCount(0);
  });
});

test('an unknown job id shows the error view with the way back to careers', async ({ page }) => {
  await page.goto('/careers/no-such-job?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Error Loading Job' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Job not found.');
  await page.getByRole('link', { name: 'Back to careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectLanguage, expectNoSeriousAxeViolations, test } from './fixtures';

/**
 * Staff accounts and roles in the browser, in English and in Arabic: an owner invites a recruiter from
 * the Accounts screen; the recruiter opens the one-time link, chooses a password, signs in, sees only
 * Careers (another area typed by hand says "not allowed") and changes an application's status.
 */

const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF';
const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
// Long, unrelated to the person's name and email, and on no common-password list.
const PASSWORD = 'copper lantern orchard 47';

const TEXT = {
  en: {
    invite: 'Invite someone',
    email: 'Email',
    name: 'Name',
    role: 'Role',
    roleValue: 'recruiter',
    submit: 'Invite',
    link: 'Set-password link',
    done: 'Done',
    newPassword: 'New password',
    repeat: 'Repeat the password',
    setPassword: 'Set password',
    signIn: 'Sign in',
    password: 'Password',
    sections: 'Admin sections',
    menu: ['Dashboard', 'Careers'],
    notAllowed: 'Not allowed',
    applications: 'Applications',
  },
  ar: {
    invite: 'دعوة شخص',
    email: 'البريد الإلكتروني',
    name: 'الاسم',
    role: 'الدور',
    roleValue: 'recruiter',
    submit: 'دعوة',
    link: 'رابط تعيين كلمة المرور',
    done: 'تم',
    newPassword: 'كلمة المرور الجديدة',
    repeat: 'أعد كتابة كلمة المرور',
    setPassword: 'تعيين كلمة المرور',
    signIn: 'تسجيل الدخول',
    password: 'كلمة المرور',
    sections: 'أقسام الإدارة',
    menu: ['لوحة التحكم', 'الوظائف'],
    notAllowed: 'غير مسموح',
    applications: 'الطلبات',
  },
} as const;

/** A published job and an application to it, through the public API as a visitor would send it. */
async function arrangeApplication(
  request: APIRequestContext,
  asAdmin: { Authorization: string },
  id: string,
) {
  const job = await request.post('/api/jobs', {
    headers: asAdmin,
    data: {
      title: { en: `Tower Rigger ${id}`, ar: `فني أبراج ${id}` },
      department: { en: 'Field', ar: 'الميدان' },
      location: { en: 'Tripoli', ar: 'طرابلس' },
      type: { en: 'Full-time', ar: 'دوام كامل' },
      description: { en: 'Rig towers.', ar: 'تركيب الأبراج.' },
      responsibilities: [{ en: 'Rig', ar: 'التركيب' }],
      requirements: [{ en: 'Licence', ar: 'رخصة' }],
      published: true,
    },
  });
  expect(job.status()).toBe(201);
  const jobId = ((await job.json()) as { id: string }).id;
  const applicant = `Applicant ${id}`;
  const application = await request.post('/api/applications', {
    multipart: {
      name: applicant,
      email: `applicant.${id}@example.com`,
      position: `Tower Rigger ${id}`,
      experience: 'Five years on towers.',
      education: 'Diploma',
      jobId,
      resume: { name: `cv-${id}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(PDF, 'latin1') },
    },
  });
  expect(application.status()).toBe(201);
  const applicationId = ((await application.json()) as { id: string }).id;
  return { jobId, applicationId, applicant };
}

async function signInWithForm(page: Page, lang: 'en' | 'ar', email: string, password: string) {
  const text = TEXT[lang];
  await page.goto(`/admin/login?lang=${lang}`);
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
}

test.describe('staff roles', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`an owner invites a recruiter, who sets a password and works on Careers only (${lang})`, async ({
      page,
      browser,
      asAdmin,
      signIn,
    }) => {
      const text = TEXT[lang];
      const id = runId();
      const email = `recruiter.${id}@madar.ly`;
      const { jobId, applicationId, applicant } = await arrangeApplication(page.request, asAdmin, id);
      let accountId: string | undefined;
      try {
        // The owner invites.
        await signIn(`/admin/dashboard/accounts?lang=${lang}`);
        await expectLanguage(page, lang);
        await page.getByRole('button', { name: text.invite }).click();
        const dialog = page.getByRole('dialog', { name: text.invite });
        await dialog.getByLabel(text.email).fill(email);
        await dialog.getByLabel(text.name, { exact: true }).fill(`Rana ${id}`);
        await dialog.getByLabel(text.role).selectOption(text.roleValue);
        const created = page.waitForResponse(
          (r) => r.url().endsWith('/api/auth/users') && r.request().method() === 'POST',
        );
        await dialog.getByRole('button', { name: text.submit, exact: true }).click();
        accountId = ((await (await created).json()) as { id: string }).id;
        const link = dialog.getByRole('textbox', { name: text.link });
        const url = await link.inputValue();
        expect(url).toMatch(/\/admin\/set-password#token=/);
        await expectNoSeriousAxeViolations(page);
        await dialog.getByRole('button', { name: text.done }).click();

        // The recruiter, in a browser of their own, sets a password and signs in.
        const context = await browser.newContext({ locale: lang === 'ar' ? 'ar-LY' : 'en-US' });
        const recruiter = await context.newPage();
        try {
          const target = new URL(url);
          await recruiter.goto(`${target.pathname}?lang=${lang}${target.hash}`);
          await recruiter.getByLabel(text.newPassword).fill(PASSWORD);
          await recruiter.getByLabel(text.repeat).fill(PASSWORD);
          await recruiter.getByRole('button', { name: text.setPassword }).click();
          await expectNoSeriousAxeViolations(recruiter);
          await recruiter.getByRole('link', { name: text.signIn }).click();
          await signInWithForm(recruiter, lang, email, PASSWORD);
          await expect(recruiter).toHaveURL(/\/admin\/dashboard$/);

          const menu = recruiter.getByRole('navigation', { name: text.sections });
          await expect(menu.getByRole('link')).toHaveText([...text.menu]);
          await expectNoSeriousAxeViolations(recruiter);

          // Another area typed by hand: "not allowed" inside the panel, not a broken screen.
          await recruiter.goto('/admin/dashboard/client-briefs');
          await expect(recruiter.getByRole('heading', { level: 1, name: text.notAllowed })).toBeVisible();
          await expectNoSeriousAxeViolations(recruiter);

          // Their own area works: an application's status changes.
          await recruiter.goto(
            `/admin/dashboard/careers?${new URLSearchParams({ tab: 'applications', search: applicant })}`,
          );
          await expect(recruiter.getByRole('tab', { name: text.applications })).toHaveAttribute(
            'aria-selected',
            'true',
          );
          const row = recruiter.getByRole('row').filter({ hasText: applicant });
          const patched = recruiter.waitForResponse(
            (r) =>
              r.url().includes(`/api/applications/${applicationId}/status`) &&
              r.request().method() === 'PATCH',
          );
          await row.getByRole('combobox').first().selectOption('interview');
          expect((await patched).status()).toBe(200);
          await recruiter.reload();
          await expect(
            recruiter.getByRole('row').filter({ hasText: applicant }).getByRole('combobox').first(),
          ).toHaveValue('interview');
        } finally {
          await context.close();
        }
      } finally {
        if (accountId) await page.request.delete(`/api/auth/users/${accountId}`, { headers: asAdmin });
        await page.request.delete(`/api/applications/${applicationId}`, { headers: asAdmin });
        await page.request.delete(`/api/jobs/${jobId}`, { headers: asAdmin });
      }
    });
  }
});

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect, expectLanguage, expectNoSeriousAxeViolations, test } from './fixtures';

/**
 * Staff accounts and roles in the browser, in English and in Arabic: an owner invites a recruiter from
 * the Accounts screen; the recruiter opens the one-time link, chooses a password, signs in, sees only
 * Careers (another area typed by hand says "not allowed"), turns on two-step sign-in from their profile
 * (the code computed from the key the screen shows, as an authenticator app would) and changes an
 * application's status; signing in again asks for the second step, answered with a recovery code. The
 * owner then finds that status change, with the recruiter's name, in the Activity log.
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
    turnOn: 'Turn on two-step',
    confirmLabel: 'The six-digit code the app shows',
    confirm: 'Confirm',
    codesTitle: 'Your recovery codes',
    saved: 'I have saved them',
    twoStepOn: /Two-step sign-in is on\. Recovery codes left: 10\./,
    secondStep: 'Two-step sign-in',
    useRecovery: 'Use a recovery code',
    recoveryLabel: 'Recovery code',
    verify: 'Verify',
    activity: 'Activity log',
    statusChange: 'Changed the status of',
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
    turnOn: 'فعّل الخطوتين',
    confirmLabel: 'الرمز المكوّن من ستة أرقام الذي يظهره التطبيق',
    confirm: 'تأكيد',
    codesTitle: 'رموز الاسترداد',
    saved: 'لقد حفظتها',
    twoStepOn: /تسجيل الدخول بخطوتين مفعّل\. رموز الاسترداد المتبقية: 10\./,
    secondStep: 'تسجيل الدخول بخطوتين',
    useRecovery: 'استخدم رمز استرداد',
    recoveryLabel: 'رمز الاسترداد',
    verify: 'تحقّق',
    activity: 'سجل النشاط',
    statusChange: 'غيّر حالة',
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

/** Turns on two-step from the profile as a person with an authenticator app would; its recovery codes. */
async function enrolTwoStep(page: Page, lang: 'en' | 'ar'): Promise<string[]> {
  const text = TEXT[lang];
  await page.goto('/admin/profile');
  await page.getByRole('button', { name: text.turnOn }).click();
  const secret = (await page.locator('code[dir="ltr"]').first().textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel(text.confirmLabel).fill(generateSync({ secret }));
  await page.getByRole('button', { name: text.confirm, exact: true }).click();
  const codes = page.getByRole('region', { name: text.codesTitle });
  await expect(codes.locator('code')).toHaveCount(10);
  const recovery = (await codes.locator('code').allTextContents()).map((code) => code.trim());
  await codes.getByRole('button', { name: text.saved }).click();
  await expect(page.getByText(text.twoStepOn)).toBeVisible();
  return recovery;
}

/** Signs in again in a browser of its own: the password, then the second step with a recovery code. */
async function signInWithRecoveryCode(
  browser: Browser,
  lang: 'en' | 'ar',
  email: string,
  recoveryCode: string,
): Promise<void> {
  const text = TEXT[lang];
  const context = await browser.newContext({ locale: lang === 'ar' ? 'ar-LY' : 'en-US' });
  try {
    const page = await context.newPage();
    await signInWithForm(page, lang, email, PASSWORD);
    await expect(page.getByRole('heading', { level: 2, name: text.secondStep })).toBeVisible();
    await expectLanguage(page, lang);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: text.useRecovery }).click();
    await page.getByLabel(text.recoveryLabel).fill(recoveryCode);
    await page.getByRole('button', { name: text.verify, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  } finally {
    await context.close();
  }
}

test.describe('staff roles', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`an owner invites a recruiter, who turns on two-step and works on Careers only; the owner sees who changed what (${lang})`, async ({
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

          // Two-step sign-in, turned on from their own profile.
          const recovery = await enrolTwoStep(recruiter, lang);

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

          // Signing in again now asks for the second step; a recovery code answers it.
          await signInWithRecoveryCode(browser, lang, email, recovery[0]!);
        } finally {
          await context.close();
        }

        // The owner finds the recruiter's change in the Activity log, saying who made it.
        await page.goto('/admin/dashboard/activity');
        await expect(page.getByRole('heading', { level: 1, name: text.activity })).toBeVisible();
        const change = page
          .getByRole('row')
          .filter({ hasText: text.statusChange })
          .filter({ hasText: `Rana ${id}` });
        await expect(change.first()).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      } finally {
        if (accountId) await page.request.delete(`/api/auth/users/${accountId}`, { headers: asAdmin });
        await page.request.delete(`/api/applications/${applicationId}`, { headers: asAdmin });
        await page.request.delete(`/api/jobs/${jobId}`, { headers: asAdmin });
      }
    });
  }
});

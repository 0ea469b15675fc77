/**
 * The three public forms through the real services: client brief, contact and job application (with a
 * resume upload), in English and Arabic, plus the browser-side resume checks and axe on each page.
 */
import type { Locator, Page } from '@playwright/test';
import { expectLanguage, expectNoSeriousAxeViolations, expect, test } from './fixtures';

type Lang = 'en' | 'ar';

const TEXT = {
  en: {
    companyName: /Company name/,
    industry: /Industry/,
    contactName: /Contact person/,
    email: /Email address/,
    phone: /Phone number/,
    projectType: /Project type/,
    description: /Project description/,
    challenges: /Current challenges/,
    goals: /Project goals/,
    timeline: /Expected timeline/,
    budget: /Estimated budget/,
    additionalInfo: /Additional information/,
    submitBrief: 'Submit Brief',
    briefSuccess: /Your project brief has been submitted successfully/,
    name: /Full name/,
    subject: /Subject/,
    message: /Message/,
    sendMessage: 'Send Message',
    contactSuccess: /Your message has been sent successfully/,
    viewDetails: 'View details',
    position: /Position/,
    experience: /Work experience/,
    education: /Education/,
    coverLetter: /Cover letter/,
    resume: /Resume/,
    submitApplication: 'Submit Application',
    applicationSuccess: /Your application has been submitted successfully/,
    consent: /^I agree that Madar Technologies keeps/,
    wrongType: 'The resume must be a PDF or Word (DOC, DOCX) file.',
    tooLarge: 'The resume must not be larger than 5MB.',
  },
  ar: {
    companyName: /اسم الشركة/,
    industry: /القطاع/,
    contactName: /الشخص المسؤول/,
    email: /البريد الإلكتروني/,
    phone: /رقم الهاتف/,
    projectType: /نوع المشروع/,
    description: /وصف المشروع/,
    challenges: /التحديات الحالية/,
    goals: /أهداف المشروع/,
    timeline: /الإطار الزمني المتوقع/,
    budget: /الميزانية التقديرية/,
    additionalInfo: /معلومات إضافية/,
    submitBrief: 'إرسال الطلب',
    briefSuccess: /أُرسل طلب مشروعك بنجاح/,
    name: /الاسم الكامل/,
    subject: /الموضوع/,
    message: /الرسالة/,
    sendMessage: 'إرسال الرسالة',
    contactSuccess: /أُرسلت رسالتك بنجاح/,
    viewDetails: 'عرض التفاصيل',
    position: /الوظيفة/,
    experience: /الخبرة العملية/,
    education: /المؤهل العلمي/,
    coverLetter: /خطاب التقديم/,
    resume: /السيرة الذاتية/,
    submitApplication: 'إرسال الطلب',
    applicationSuccess: /أُرسل طلبك بنجاح/,
    consent: /^أوافق على أن تحتفظ مدار للتقنية/,
    wrongType: 'يجب أن تكون السيرة الذاتية ملف PDF أو Word ‏(DOC أو DOCX).',
    tooLarge: 'يجب ألا يتجاوز حجم السيرة الذاتية 5 ميغابايت.',
  },
} as const;

/** A minimal, valid one-page PDF, built here so the test needs no fixture file. */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function open(page: Page, path: string, lang: Lang) {
  await page.goto(`${path}?lang=${lang}`);
  await expectLanguage(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const form = (page: Page) => page.locator('main form').first();

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test.describe(`forms (${lang})`, () => {
    test('submits a client brief, then every field is empty again', async ({ page }) => {
      // The axe scan in this test takes seconds of its own on a loaded machine.
      test.slow();
      await open(page, '/client-brief', lang);
      await expectNoSeriousAxeViolations(page);
      const brief = form(page);
      const inputs: [RegExp, string][] = [
        [text.companyName, `E2E Company ${unique()}`],
        [text.industry, 'Logistics'],
        [text.contactName, 'Khaled Al-Mabrouk'],
        [text.email, `brief-${unique()}@example.ly`],
        [text.phone, '+218 91 234 5678'],
        [text.description, 'Connect three warehouses.'],
        [text.challenges, 'Slow links between sites.'],
        [text.goals, 'One reliable network.'],
        [text.additionalInfo, 'Visits on Sundays.'],
      ];
      for (const [label, value] of inputs) await brief.getByLabel(label).fill(value);
      await brief.getByLabel(text.projectType).selectOption('networking');
      await brief.getByLabel(text.timeline).selectOption('short');
      await brief.getByLabel(text.budget).selectOption('medium');

      await brief.getByRole('checkbox', { name: text.consent }).check();
      await brief.getByRole('button', { name: text.submitBrief }).click();
      await expect(brief.getByText(text.briefSuccess)).toBeVisible();
      for (const [label] of inputs) await expect(brief.getByLabel(label)).toHaveValue('');
      for (const label of [text.projectType, text.timeline, text.budget]) {
        await expect(brief.getByLabel(label)).toHaveValue('');
      }
    });

    test('sends a contact message', async ({ page }) => {
      // The axe scan in this test takes seconds of its own on a loaded machine.
      test.slow();
      await open(page, '/contact', lang);
      await expectNoSeriousAxeViolations(page);
      const contact = form(page);
      await contact.getByLabel(text.name).fill('Nadia Elmagrahi');
      await contact.getByLabel(text.email).fill(`contact-${unique()}@example.ly`);
      await contact.getByLabel(text.subject).fill('Fibre link between two offices');
      await contact.getByLabel(text.message).fill('Please call me about a quote.');
      await contact.getByRole('checkbox', { name: text.consent }).check();
      await contact.getByRole('button', { name: text.sendMessage }).click();

      await expect(contact.getByText(text.contactSuccess)).toBeVisible();
      await expect(contact.getByLabel(text.name)).toHaveValue('');
      await expect(contact.getByLabel(text.message)).toHaveValue('');
    });

    test('applies for a job with a PDF: success, no progress bar left behind, position kept', async ({
      page,
    }) => {
      // Many fields and an upload: give it the slow-test budget on a loaded machine.
      test.slow();
      await open(page, '/careers', lang);
      const firstJob = page.locator('article.job-card').first();
      await expect(firstJob).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      const title = (await firstJob.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
      expect(title).not.toBe('');
      await firstJob.getByRole('button', { name: text.viewDetails }).click();
      await expect(firstJob.getByRole('button', { name: text.viewDetails })).toHaveCount(0);

      const apply = form(page);
      await expect(apply.getByLabel(text.position)).toHaveValue(title);
      await expect(apply).toBeInViewport();
      await apply.getByLabel(text.name).fill('Amal Ben Ali');
      await apply.getByLabel(text.email).fill(`applicant-${unique()}@example.ly`);
      await apply.getByLabel(text.experience).fill('Six years of enterprise networks.');
      await apply.getByLabel(text.education).fill('BSc Computer Engineering');
      await apply.getByLabel(text.coverLetter).fill('I would like to join Madar.');
      await apply
        .getByLabel(text.resume)
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
      await apply.getByRole('checkbox', { name: text.consent }).check();
      await apply.getByRole('button', { name: text.submitApplication }).click();

      await expect(apply.getByText(text.applicationSuccess)).toBeVisible();
      // The upload's bar is for while it is sent: once the application is in, it goes.
      await expect(apply.getByRole('progressbar')).toHaveCount(0);
      await expect(apply.getByLabel(text.position)).toHaveValue(title);
      await expect(apply.getByLabel(text.name)).toHaveValue('');
      await expect(apply.getByLabel(text.resume)).toHaveValue('');
    });

    test('refuses a wrong-type or too-large resume in the browser', async ({ page }) => {
      let uploads = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/applications')) uploads += 1;
      });
      await open(page, '/careers', lang);
      const apply = form(page);
      const resume: Locator = apply.getByLabel(text.resume);
      // The form is its own chunk: its server-rendered controls stay disabled until it runs (FormGate), and
      // a visitor cannot pick a file before then. Playwright can, so it waits as the visitor would.
      await expect(resume).toBeEnabled();

      await resume.setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not a resume'),
      });
      await expect(apply.getByText(text.wrongType)).toBeVisible();
      await expect(resume).toHaveAttribute('aria-invalid', 'true');

      await resume.setInputFiles({
        name: 'big.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([minimalPdf(), Buffer.alloc(5 * 1024 * 1024)]),
      });
      await expect(apply.getByText(text.tooLarge)).toBeVisible();
      await expect(resume).toHaveValue('');
      expect(uploads).toBe(0);
    });
  });
}

import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, expectLanguage, localized, test, untilInteractive } from './fixtures';
import { type CaughtMail, expectOneMail, htmlLanguage, linksIn, mailHeader, plainText } from './mail-catcher';

/**
 * A lead's follow-up from the first mail to the answer, through the mail catcher: a visitor sends a
 * client brief and gets a confirmation in the page's language; a sales person, in a browser of their
 * own, opens the link of the team's notice, signs in, opens the brief, assigns it to themself, writes an
 * internal note and replies; the visitor's address receives the reply in the visitor's language, and
 * the brief's thread shows it sent. The panel is in the other language than the visitor's, so a mail
 * that followed the panel's language instead of the visitor's would show.
 */

type Lang = 'en' | 'ar';

/** Where the team's notice of a new brief goes: compose's default NOTIFY_BRIEFS_TO. */
const SALES_TEAM = 'sales@madar.example';
// Long, unrelated to the person's name and email, and on no common-password list.
const PASSWORD = 'harbour violet compass 58';
const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The visitor's side: the form's words and what the mails to them say, in the page's language. */
const VISITOR = {
  en: {
    companyName: /Company name/,
    industry: /Industry/,
    contactName: /Contact person/,
    email: /Email address/,
    projectType: /Project type/,
    description: /Project description/,
    goals: /Project goals/,
    consent: /^I agree that Madar Technologies keeps/,
    submit: 'Submit Brief',
    success: /Your project brief has been submitted successfully/,
    name: 'Khaled Al-Mabrouk',
    confirmationSubject: 'We received your project brief',
    sender: 'Madar Technologies',
    replySubject: 'Re: your project brief',
    replyBody: 'Thank you for the brief. Our engineer can visit the three warehouses on Sunday.',
    greeting: 'Hello Khaled Al-Mabrouk,',
  },
  ar: {
    companyName: /اسم الشركة/,
    industry: /القطاع/,
    contactName: /الشخص المسؤول/,
    email: /البريد الإلكتروني/,
    projectType: /نوع المشروع/,
    description: /وصف المشروع/,
    goals: /أهداف المشروع/,
    consent: /^أوافق على أن تحتفظ مدار للتقنية/,
    submit: 'إرسال الطلب',
    success: /أُرسل طلب مشروعك بنجاح/,
    name: 'خالد المبروك',
    confirmationSubject: 'استلمنا طلب مشروعك',
    sender: 'مدار للتقنية',
    replySubject: 'رد: طلب مشروعك',
    replyBody: 'شكرًا على طلبكم. يستطيع مهندسنا زيارة المستودعات الثلاثة يوم الأحد.',
    greeting: 'مرحبًا خالد المبروك،',
  },
} as const;

/** The sales person's side: the panel's words. */
const PANEL = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    view: (company: string) => `View the brief of ${company}`,
    assignee: 'Assigned to',
    assignToMe: 'Assign to me',
    notes: 'Internal notes',
    newNote: 'New note',
    addNote: 'Add note',
    note: 'Asked for the floor plans; visit booked for Sunday.',
    reply: 'Reply by email',
    subject: 'Subject',
    body: 'Message',
    send: 'Send reply',
    thread: 'Emails',
    replyPurpose: 'Reply',
    sent: 'Sent',
    sentBy: (name: string) => `Sent by ${name}`,
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    view: (company: string) => `عرض طلب ${company}`,
    assignee: 'المسؤول عن المتابعة',
    assignToMe: 'إسناده إليّ',
    notes: 'ملاحظات داخلية',
    newNote: 'ملاحظة جديدة',
    addNote: 'إضافة الملاحظة',
    note: 'طلبنا مخططات المستودعات، والزيارة يوم الأحد.',
    reply: 'الرد بالبريد الإلكتروني',
    subject: 'الموضوع',
    body: 'نص الرسالة',
    send: 'إرسال الرد',
    thread: 'الرسائل البريدية',
    replyPurpose: 'رد',
    sent: 'أُرسلت',
    sentBy: (name: string) => `أرسلها ${name}`,
  },
} as const;

/** A sales account with a password of its own, made as an owner would: invited, then its link used. */
async function arrangeSalesAccount(
  request: APIRequestContext,
  asAdmin: { Authorization: string },
  id: string,
) {
  const account = { email: `sales.${id}@madar.ly`, name: `Salma ${id}` };
  const invited = await request.post('/api/auth/users', {
    headers: asAdmin,
    data: { ...account, role: 'sales' },
  });
  expect(invited.status()).toBe(201);
  const { id: accountId, setPasswordUrl } = (await invited.json()) as { id: string; setPasswordUrl: string };
  const token = new URLSearchParams(new URL(setPasswordUrl).hash.slice(1)).get('token');
  const set = await request.post('/api/auth/password/set', { data: { token, password: PASSWORD } });
  expect(set.status()).toBe(204);
  return { ...account, id: accountId };
}

/** The visitor fills the brief form on the page of their language; the new brief's id. */
async function sendBrief(page: Page, lang: Lang, visitor: { company: string; email: string }) {
  const text = VISITOR[lang];
  await page.goto(localized(lang, '/client-brief'));
  await expectLanguage(page, lang);
  const form = page.locator('main form').first();
  await form.getByLabel(text.companyName).fill(visitor.company);
  await form.getByLabel(text.industry).fill('Cold storage');
  await form.getByLabel(text.contactName).fill(text.name);
  await form.getByLabel(text.email).fill(visitor.email);
  await form.getByLabel(text.projectType).selectOption('networking');
  await form.getByLabel(text.description).fill('Connect three warehouses.');
  await form.getByLabel(text.goals).fill('One reliable network.');
  await form.getByRole('checkbox', { name: text.consent }).check();
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/briefs' && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: text.submit }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await expect(form.getByText(text.success)).toBeVisible();
  return ((await response.json()) as { id: string }).id;
}

/** The sales person follows the mail's link in a browser of their own, is asked to sign in and lands on it. */
async function openLinkAndSignIn(
  browser: Browser,
  lang: Lang,
  link: string,
  account: { email: string },
): Promise<Page> {
  const text = PANEL[lang];
  const context = await browser.newContext({ locale: lang === 'ar' ? 'ar-LY' : 'en-US' });
  const staff = await context.newPage();
  await untilInteractive(staff, await staff.goto(link));
  await expect(staff).toHaveURL(/\/admin\/login$/);
  await staff.getByLabel(text.email).fill(account.email);
  await staff.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  // The password check is slow by design (and slower on a loaded machine): wait for its answer, not a clock.
  const signedIn = staff.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/auth/login' && r.request().method() === 'POST',
  );
  await staff.getByRole('button', { name: text.signIn, exact: true }).click();
  expect((await signedIn).status()).toBe(200);
  await expect(staff).toHaveURL(link);
  await expectLanguage(staff, lang);
  return staff;
}

/** The language and direction the visitor's page had: every mail to them declares them on its HTML. */
const expectLanguageOf = (mail: CaughtMail, lang: Lang) =>
  expect(htmlLanguage(mail)).toEqual(lang === 'ar' ? { lang: 'ar', dir: 'rtl' } : { lang: 'en', dir: 'ltr' });

/** In the brief's detail: assigned to themself, an internal note, a reply; each shown as it is done. */
async function followUp(
  brief: Locator,
  panelLang: Lang,
  visitorLang: Lang,
  account: { id: string; name: string },
) {
  const panel = PANEL[panelLang];
  const said = VISITOR[visitorLang];
  await brief.getByRole('button', { name: panel.assignToMe }).click();
  await expect(brief.getByLabel(panel.assignee)).toHaveValue(account.id);

  const notes = brief.getByRole('region', { name: panel.notes });
  await notes.getByLabel(panel.newNote).fill(panel.note);
  await notes.getByRole('button', { name: panel.addNote }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: panel.note })).toContainText(account.name);

  // The reply's subject starts in the visitor's language, whatever the panel's.
  const reply = brief.getByRole('region', { name: panel.reply });
  await expect(reply.getByLabel(panel.subject)).toHaveValue(said.replySubject);
  await reply.getByLabel(panel.body).fill(said.replyBody);
  await reply.getByRole('button', { name: panel.send }).click();
  const thread = brief.getByRole('region', { name: panel.thread });
  await expect(thread.getByRole('listitem').filter({ hasText: said.replyBody })).toContainText(
    panel.sentBy(account.name),
  );
}

for (const [visitorLang, panelLang] of [
  ['en', 'ar'],
  ['ar', 'en'],
] as const) {
  test(`a sales person answers a brief from its mail: visitor in ${visitorLang}, panel in ${panelLang}`, async ({
    page,
    browser,
    request,
    asAdmin,
  }) => {
    // Two browsers, three password hashings (the admin's and the sales person's sign-ins, the new
    // password) and three mails waited for: on a loaded machine each hashing alone takes seconds.
    test.setTimeout(120_000);
    const said = VISITOR[visitorLang];
    const panel = PANEL[panelLang];
    const id = runId();
    const visitor = { company: `Oasis Cold Chain ${id}`, email: `visitor.${id}@example.ly` };
    const account = await arrangeSalesAccount(request, asAdmin, id);
    let briefId: string | undefined;
    let staff: Page | undefined;
    try {
      briefId = await sendBrief(page, visitorLang, visitor);

      // The visitor's confirmation, in the language of the page they used.
      const confirmation = await expectOneMail(request, visitor.email);
      expect(confirmation.subject).toBe(said.confirmationSubject);
      expect(confirmation.from.map((from) => from.name)).toEqual([said.sender]);
      expectLanguageOf(confirmation, visitorLang);
      expect(plainText(confirmation)).toContain(briefId);

      // The team's notice: the visitor to answer to, and a link into the panel on this site.
      const notice = await expectOneMail(request, SALES_TEAM, (mail) =>
        plainText(mail).includes(visitor.email),
      );
      expect(await mailHeader(request, notice, 'Reply-To')).toBe(visitor.email);
      const link = linksIn(notice).find((href) => new URL(href).pathname.startsWith('/admin/'));
      expect(link, 'the notice links into the panel').toBeDefined();
      expect(new URL(link!).origin).toBe(new URL(page.url()).origin);

      // The link, a sign-in, and the brief open over the list of the visitor's briefs.
      staff = await openLinkAndSignIn(browser, panelLang, link!, account);
      await expect(staff.getByRole('button', { name: panel.view(visitor.company) })).toBeVisible();
      const brief = staff.getByRole('dialog');
      await expect(brief).toContainText(visitor.company);
      await expect(brief).toContainText(visitor.email);
      await followUp(brief, panelLang, visitorLang, account);

      // The visitor's address receives it, in the visitor's language, answerable to the sales person.
      const answer = await expectOneMail(
        request,
        visitor.email,
        (mail) => mail.subject === said.replySubject,
      );
      expectLanguageOf(answer, visitorLang);
      const words = plainText(answer);
      expect(words).toContain(said.greeting);
      expect(words).toContain(said.replyBody);
      expect(words).toContain(account.name);
      expect(words).not.toContain(panel.note);
      expect(await mailHeader(request, answer, 'Reply-To')).toBe(account.email);

      // The brief's thread shows the reply as sent (the address keeps the brief open).
      await untilInteractive(staff, await staff.reload());
      const thread = staff.getByRole('dialog').getByRole('region', { name: panel.thread });
      const replied = thread.getByRole('listitem').filter({ hasText: said.replyBody });
      await expect(replied.locator('.follow-up-thread__purpose')).toHaveText(panel.replyPurpose);
      await expect(replied.locator('.follow-up-thread__state')).toHaveText(panel.sent);
    } finally {
      await staff?.context().close();
      if (briefId) await request.delete(`/api/briefs/${briefId}`, { headers: asAdmin });
      await request.delete(`/api/auth/users/${account.id}`, { headers: asAdmin });
    }
  });
}

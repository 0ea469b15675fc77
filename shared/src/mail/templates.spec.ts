/**
 * The mails' words and layout: both languages hold the same keys, a mail renders in each with its
 * direction, escapes what visitors typed, and has a plain-text part; the retry policy spans a day.
 */
import { DEFAULT_MAIL_COMPANY, parseMailCompany } from './company';
import { MAIL_RETRY, shortestRetrySpanMs } from './mail';
import ar from './locales/ar.json';
import en from './locales/en.json';
import { mailText } from './mail-text';
import { type MailContent, renderMail } from './templates';
import { readable } from './testing';

const keys = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([key, value]) => keys(value, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

const content = (language: 'en' | 'ar'): MailContent => ({
  language,
  subject: mailText(language, 'brief.confirmation.subject'),
  heading: mailText(language, 'brief.confirmation.heading', { name: 'Amal <b>' }),
  paragraphs: [mailText(language, 'brief.confirmation.body', { companyName: 'Sahara & Sons' })],
  rows: [{ label: mailText(language, 'labels.email'), value: 'amal@example.ly' }],
  action: { label: mailText(language, 'brief.team.action'), href: 'http://localhost:8080/admin?a=1&b=2' },
});

describe('mail templates', () => {
  it('has every key in both languages, and no empty text', () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
    for (const locale of [en, ar]) {
      for (const key of keys(locale))
        expect(key.split('.').reduce<unknown>((n, k) => (n as never)[k], locale)).not.toBe('');
    }
  });

  it('renders an English mail left to right, with a plain-text part and the company’s contacts', async () => {
    const mail = await renderMail(content('en'), DEFAULT_MAIL_COMPANY);
    expect(readable(mail.subject)).toBe('We received your project brief');
    expect(readable(mail.html)).toMatch(/<html lang="en" dir="ltr"/);
    expect(readable(mail.html)).toContain('Madar Technologies');
    expect(readable(mail.text)).toContain('Thank you, Amal <b>');
    expect(readable(mail.text)).toContain('info@madar-tech.example');
    expect(readable(mail.text)).toContain('http://localhost:8080/admin?a=1&b=2');
  });

  it('renders an Arabic mail right to left, in Arabic', async () => {
    const mail = await renderMail(content('ar'), DEFAULT_MAIL_COMPANY);
    expect(readable(mail.subject)).toBe('استلمنا طلب مشروعك');
    expect(readable(mail.html)).toMatch(/<html lang="ar" dir="rtl"/);
    expect(readable(mail.html)).toContain('مدار للتقنية');
    expect(readable(mail.html)).toContain('text-align:right');
    expect(readable(mail.text)).toContain('شارع عمر المختار، طرابلس، ليبيا');
    expect(readable(mail.text)).toContain('شكرًا لك يا Amal <b>');
  });

  it('keeps each filled-in value in its own direction: a reference id in an Arabic sentence, a Latin name', async () => {
    const id = '2934d9a6-25d3-4d38-8307-1e9bc41e2492';
    expect(mailText('ar', 'brief.confirmation.reference', { reference: id })).toBe(
      `رقمك المرجعي: \u2068${id}\u2069`,
    );
    const mail = await renderMail(content('ar'), DEFAULT_MAIL_COMPANY);
    expect(mail.text).toContain('شكرًا لك يا \u2068Amal <b>\u2069');
    expect(mail.html).toMatch(/<td dir="auto"[^>]*>amal@example.ly<\/td>/);
  });

  it('escapes what a visitor typed in the HTML part', async () => {
    const mail = await renderMail(content('en'), DEFAULT_MAIL_COMPANY);
    expect(readable(mail.html)).toContain('Thank you, Amal &lt;b&gt;');
    expect(readable(mail.html)).not.toContain('Amal <b>');
    expect(readable(mail.html)).toContain('Sahara &amp; Sons');
  });

  it('keeps a subject on one line whatever was typed', async () => {
    const mail = await renderMail(
      { ...content('en'), subject: 'New brief: A\r\nBcc: x@y' },
      DEFAULT_MAIL_COMPANY,
    );
    expect(readable(mail.subject)).toBe('New brief: A Bcc: x@y');
  });
});

describe('the mail retry policy', () => {
  it('keeps retrying for more than a day even at pg-boss’s shortest delays', () => {
    expect(shortestRetrySpanMs(MAIL_RETRY)).toBeGreaterThan(24 * 3600 * 1000);
  });
});

describe('the company’s contacts in mails (COMPANY_JSON)', () => {
  it('takes the web’s defaults when unset, and the keys given over them', () => {
    expect(parseMailCompany(undefined)).toEqual(DEFAULT_MAIL_COMPANY);
    expect(parseMailCompany('{"phone": "+218 91 000 0000", "social": {}}')).toEqual({
      ...DEFAULT_MAIL_COMPANY,
      phone: '+218 91 000 0000',
    });
  });

  it('refuses JSON that is not an object or a key of the wrong shape', () => {
    expect(() => parseMailCompany('[1]')).toThrow('must be a JSON object');
    expect(() => parseMailCompany('{"address": {"en": "x"}}')).toThrow('address must be');
  });
});

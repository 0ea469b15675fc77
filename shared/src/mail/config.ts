/**
 * The mail settings of a service that sends mail, read at boot like every other setting: where mail
 * goes (`SMTP_URL`), who sends it (`MAIL_FROM`), the optional DKIM key, and the company's contacts
 * (`COMPANY_JSON`, the web's `VITE_COMPANY_JSON`). Each service adds its own team addresses
 * (`notifyAddress`).
 */
import { email, makeValidator, str } from 'envalid';
import type { MailRecordType } from '../contracts/mail';
import { type MailCompany, parseMailCompany } from './company';
import type { DkimSettings, SmtpSettings } from './transport';

export interface MailSettings {
  smtp: SmtpSettings;
  /** COMPANY_JSON's contacts; a running service's follow the content service's profile (`companyUrl`). */
  company: MailCompany;
  /** The content service whose company profile mails show (`CONTENT_URL`); unset: `company` for good. */
  companyUrl?: string;
  /** The site's address, for links into the panel. */
  publicOrigin: string;
  /** The team address each kind of record this service keeps is announced to. */
  teams: Partial<Record<MailRecordType, string>>;
}

const smtpUrl = makeValidator<string>((input) => {
  let parsed: URL;
  try {
    parsed = new URL(input.trim());
  } catch {
    throw new Error('is not a URL');
  }
  if (!['smtp:', 'smtps:'].includes(parsed.protocol)) throw new Error('must start with smtp:// or smtps://');
  return input.trim();
});

const serviceUrl = makeValidator<string>((input) => {
  const value = input.trim();
  if (value === '') return '';
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error('is not a URL');
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('must start with http:// or https://');
  return value;
});

const companyJson = makeValidator<string>((input) => {
  parseMailCompany(input);
  return input;
});

export const mailSpecs = () => ({
  SMTP_URL: smtpUrl({
    default: 'smtp://localhost:1025',
    desc: 'Where mail is sent: smtp://host:port, or smtps://user:password@host:465',
  }),
  MAIL_FROM: str({
    default: '"Madar Technologies" <no-reply@madar.example>',
    desc: 'The From of every mail',
  }),
  MAIL_DKIM_DOMAIN: str({ default: '', desc: 'DKIM signing domain; unset: mails are not signed' }),
  MAIL_DKIM_SELECTOR: str({ default: '', desc: 'DKIM selector (the DNS record <selector>._domainkey)' }),
  MAIL_DKIM_PRIVATE_KEY: str({ default: '', desc: 'DKIM private key, PEM (\\n for line breaks)' }),
  COMPANY_JSON: companyJson({ default: '', desc: "The company's contacts, as the web's VITE_COMPANY_JSON" }),
  CONTENT_URL: serviceUrl({
    default: '',
    desc: "The content service, whose company profile mails show; unset: COMPANY_JSON's contacts",
  }),
});

/** A team's address, with a demo default under madar.example. */
export const notifyAddress = (fallback: string, whose: string) =>
  email({ default: fallback, desc: `Where a new ${whose} is announced` });

interface MailEnv {
  SMTP_URL: string;
  MAIL_FROM: string;
  MAIL_DKIM_DOMAIN: string;
  MAIL_DKIM_SELECTOR: string;
  MAIL_DKIM_PRIVATE_KEY: string;
  COMPANY_JSON: string;
  CONTENT_URL: string;
}

function dkim(vars: MailEnv): DkimSettings | undefined {
  const given = [vars.MAIL_DKIM_DOMAIN, vars.MAIL_DKIM_SELECTOR, vars.MAIL_DKIM_PRIVATE_KEY].filter(Boolean);
  if (given.length === 0) return undefined;
  if (given.length < 3) {
    throw new Error('DKIM needs MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY together');
  }
  return {
    domainName: vars.MAIL_DKIM_DOMAIN,
    keySelector: vars.MAIL_DKIM_SELECTOR,
    // One line in an environment file: the PEM's line breaks written as \n.
    privateKey: vars.MAIL_DKIM_PRIVATE_KEY.replace(/\\n/g, '\n'),
  };
}

export function mailSettings(
  vars: MailEnv,
  publicOrigin: string,
  teams: MailSettings['teams'],
): MailSettings {
  const signing = dkim(vars);
  return {
    smtp: { url: vars.SMTP_URL, from: vars.MAIL_FROM, ...(signing && { dkim: signing }) },
    company: parseMailCompany(vars.COMPANY_JSON),
    ...(vars.CONTENT_URL && { companyUrl: vars.CONTENT_URL }),
    publicOrigin,
    teams,
  };
}

/**
 * The company's contacts as mails show them: read from `COMPANY_JSON`, the same JSON the web app takes
 * at build as `VITE_COMPANY_JSON` (compose passes one variable to both), with the same defaults. Only
 * the keys a mail needs are read here and anything else is left to the web build, which checks the
 * whole object; a key given with the wrong shape is reported at boot like any other bad setting.
 */
import type { LocalizedText } from '../localized-text';

export interface MailCompany {
  phone: string;
  email: string;
  careersEmail: string;
  address: LocalizedText;
}

/** The web's defaults (web/src/config/company-defaults.ts): clearly fictitious, under `.example`. */
export const DEFAULT_MAIL_COMPANY: MailCompany = {
  phone: '+218 21 555 0100',
  email: 'info@madar-tech.example',
  careersEmail: 'careers@madar-tech.example',
  address: { en: 'Omar Al-Mukhtar Street, Tripoli, Libya', ar: 'شارع عمر المختار، طرابلس، ليبيا' },
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The company's contacts from `json` (unset or empty: the defaults); throws naming each bad key. */
export function parseMailCompany(json: string | undefined): MailCompany {
  if (json === undefined || json.trim() === '') return DEFAULT_MAIL_COMPANY;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('must be valid JSON');
  }
  if (!isObject(raw)) throw new Error('must be a JSON object');
  const problems: string[] = [];
  const text = (key: 'phone' | 'email' | 'careersEmail'): string => {
    if (!(key in raw)) return DEFAULT_MAIL_COMPANY[key];
    const value = raw[key];
    if (isText(value)) return value.trim();
    problems.push(`${key} must be a non-empty string`);
    return '';
  };
  const company: MailCompany = {
    phone: text('phone'),
    email: text('email'),
    careersEmail: text('careersEmail'),
    address: DEFAULT_MAIL_COMPANY.address,
  };
  if ('address' in raw) {
    const address = raw.address;
    if (isObject(address) && isText(address.en) && isText(address.ar)) {
      company.address = { en: address.en.trim(), ar: address.ar.trim() };
    } else {
      problems.push('address must be {"en": "…", "ar": "…"}');
    }
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return company;
}

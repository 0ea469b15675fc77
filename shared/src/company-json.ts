/**
 * Reads the operator's company settings (a JSON object with any of the keys of CompanyProfile: the web
 * build's `VITE_COMPANY_JSON`, the content service's `COMPANY_JSON`, the same text) over the defaults. A
 * key given replaces the default whole (so `"social": {}` hides every network), and `whatsapp` shows only
 * when given; every problem is listed so one failed start shows them all.
 */
import {
  DEFAULT_COMPANY_PROFILE,
  OFFICE_ID_PATTERN,
  SOCIAL_NETWORKS,
  type CompanyProfile,
  type Office,
} from './contracts/company-profile';
import { whatsAppNumber, type WhatsAppContact } from './contracts/company';
import { LANGUAGE_CODES, mapLanguages, type Language, type LocalizedText } from './localized-text';

type Problems = string[];
const KEYS = [
  'name',
  'phone',
  'email',
  'careersEmail',
  'address',
  'hours',
  'offices',
  'social',
  'whatsapp',
] as const;
const PHONE = /^\+?[0-9][0-9 ()-]{5,24}$/;
// The characters mailto links and the services refuse (web lib/mailto.ts) are refused here too.
const EMAIL = /^[^\s@?&%,"<>]+@[^\s@?&%,"<>]+\.[^\s@?&%,"<>]+$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shape a LocalizedText takes in the variable, one key per language, for the error message. */
const TEXT_SHAPE = `{${LANGUAGE_CODES.map((lang) => `"${lang}": "…"`).join(', ')}}`;

function reader(variable: string, problems: Problems) {
  const fail = (message: string) => problems.push(`${variable}: ${message}`);

  const phone = (value: unknown, at: string): string => {
    if (typeof value === 'string' && PHONE.test(value.trim())) return value.trim();
    fail(`${at} must be a phone number such as "+218 21 555 0100"`);
    return '';
  };

  const email = (value: unknown, at: string): string => {
    if (typeof value === 'string' && EMAIL.test(value.trim())) return value.trim();
    fail(`${at} must be a plain email address such as "info@company.ly"`);
    return '';
  };

  const httpUrl = (value: unknown, at: string): string => {
    try {
      if (typeof value === 'string' && ['http:', 'https:'].includes(new URL(value).protocol)) return value;
    } catch {
      // reported below
    }
    fail(`${at} must be an http(s) URL`);
    return '';
  };

  const text = (value: unknown, at: string): LocalizedText => {
    const given = (lang: Language) => {
      const one = isObject(value) ? value[lang] : undefined;
      return typeof one === 'string' ? one.trim() : '';
    };
    if (LANGUAGE_CODES.every((lang) => given(lang))) return mapLanguages(given);
    fail(`${at} must be ${TEXT_SHAPE} with every language's text`);
    return mapLanguages(() => '');
  };

  const office = (value: unknown, at: string): Office => {
    const raw = isObject(value) ? value : {};
    if (!isObject(value)) fail(`${at} must be an object`);
    const id = typeof raw.id === 'string' && OFFICE_ID_PATTERN.test(raw.id) ? raw.id : '';
    if (!id) fail(`${at}.id must be lower-case letters, digits or hyphens`);
    return {
      id,
      city: text(raw.city, `${at}.city`),
      name: text(raw.name, `${at}.name`),
      role: text(raw.role, `${at}.role`),
      address: text(raw.address, `${at}.address`),
      phone: phone(raw.phone, `${at}.phone`),
      email: email(raw.email, `${at}.email`),
      ...(raw.mapUrl === undefined ? {} : { mapUrl: httpUrl(raw.mapUrl, `${at}.mapUrl`) }),
    };
  };

  const offices = (value: unknown): Office[] => {
    if (!Array.isArray(value)) {
      fail('offices must be an array');
      return [];
    }
    const list = value.map((item, index) => office(item, `offices[${index}]`));
    const ids = list.map((item) => item.id).filter(Boolean);
    if (new Set(ids).size !== ids.length) fail('offices need distinct ids');
    return list;
  };

  const hours = (value: unknown): LocalizedText[] => {
    if (!Array.isArray(value)) {
      fail(`hours must be an array of ${TEXT_SHAPE}`);
      return [];
    }
    return value.map((line, index) => text(line, `hours[${index}]`));
  };

  const social = (value: unknown): CompanyProfile['social'] => {
    if (!isObject(value)) {
      fail('social must be an object of network → URL');
      return {};
    }
    const result: CompanyProfile['social'] = {};
    for (const [network, url] of Object.entries(value)) {
      if (!(SOCIAL_NETWORKS as readonly string[]).includes(network)) {
        fail(`social.${network} is not one of ${SOCIAL_NETWORKS.join(', ')}`);
      } else if (url !== '' && url !== null) {
        result[network as keyof typeof result] = httpUrl(url, `social.${network}`);
      }
    }
    return result;
  };

  const whatsapp = (value: unknown): WhatsAppContact | undefined => {
    if (!isObject(value)) {
      fail(`whatsapp must be an object {"number": "218…", "greeting"?: ${TEXT_SHAPE}}`);
      return undefined;
    }
    for (const key of Object.keys(value)) {
      if (key !== 'number' && key !== 'greeting') fail(`unknown key "whatsapp.${key}"`);
    }
    const number = typeof value.number === 'string' ? whatsAppNumber(value.number) : undefined;
    if (!number) {
      fail('whatsapp.number must be an international number, country code first, such as "218912345678"');
    }
    return {
      number: number ?? '',
      ...(value.greeting === undefined ? {} : { greeting: text(value.greeting, 'whatsapp.greeting') }),
    };
  };

  return { phone, email, text, hours, offices, social, whatsapp };
}

/**
 * The company profile: the defaults, with the keys that `json` (the raw variable, named `variable` in
 * the problems) sets replaced. Unset or empty: the defaults.
 */
export function parseCompanyJson(
  json: string | undefined,
  problems: Problems,
  variable = 'COMPANY_JSON',
): CompanyProfile {
  const defaults = DEFAULT_COMPANY_PROFILE;
  if (json === undefined || json.trim() === '') return defaults;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    problems.push(`${variable} must be valid JSON`);
    return defaults;
  }
  if (!isObject(raw)) {
    problems.push(`${variable} must be a JSON object`);
    return defaults;
  }
  for (const key of Object.keys(raw)) {
    if (!(KEYS as readonly string[]).includes(key)) problems.push(`${variable}: unknown key "${key}"`);
  }
  const read = reader(variable, problems);
  return {
    ...('name' in raw ? { name: read.text(raw.name, 'name') } : {}),
    phone: 'phone' in raw ? read.phone(raw.phone, 'phone') : defaults.phone,
    email: 'email' in raw ? read.email(raw.email, 'email') : defaults.email,
    careersEmail:
      'careersEmail' in raw ? read.email(raw.careersEmail, 'careersEmail') : defaults.careersEmail,
    address: 'address' in raw ? read.text(raw.address, 'address') : defaults.address,
    hours: 'hours' in raw ? read.hours(raw.hours) : defaults.hours,
    offices: 'offices' in raw ? read.offices(raw.offices) : defaults.offices,
    social: 'social' in raw ? read.social(raw.social) : defaults.social,
    // Unlike the other keys, no default once the operator configures the company: the demo's made-up
    // number must never reach a live site, so the button shows only for a number the operator gives.
    ...('whatsapp' in raw ? { whatsapp: read.whatsapp(raw.whatsapp) } : {}),
  };
}

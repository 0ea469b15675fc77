/**
 * Reads the operator's `VITE_COMPANY_JSON` (a JSON object with any of the keys of CompanyConfig) over
 * the defaults. A key given replaces the default whole (so `"social": {}` hides every network), and
 * `whatsapp` shows only when given; every problem is listed so one failed build shows them all.
 */
// vite.config.ts loads this module too (through parse-env), where @madar/shared resolves to its built dist.
import {
  LANGUAGE_CODES,
  mapLanguages,
  whatsAppNumber,
  type Language,
  type LocalizedText,
  type WhatsAppContact,
} from '@madar/shared';
import { DEFAULT_COMPANY, SOCIAL_NETWORKS, type CompanyConfig, type Office } from './company-defaults';

type Problems = string[];
const VAR = 'VITE_COMPANY_JSON';
const KEYS = ['phone', 'email', 'careersEmail', 'address', 'offices', 'social', 'whatsapp'] as const;
const PHONE = /^\+?[0-9][0-9 ()-]{5,24}$/;
// The characters mailto links and the services refuse (see lib/mailto.ts) are refused here too.
const EMAIL = /^[^\s@?&%,"<>]+@[^\s@?&%,"<>]+\.[^\s@?&%,"<>]+$/;
const OFFICE_ID = /^[a-z0-9-]{1,40}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function phone(value: unknown, at: string, problems: Problems): string {
  if (typeof value === 'string' && PHONE.test(value.trim())) return value.trim();
  problems.push(`${VAR}: ${at} must be a phone number such as "+218 21 555 0100"`);
  return '';
}

function email(value: unknown, at: string, problems: Problems): string {
  if (typeof value === 'string' && EMAIL.test(value.trim())) return value.trim();
  problems.push(`${VAR}: ${at} must be a plain email address such as "info@company.ly"`);
  return '';
}

function httpUrl(value: unknown, at: string, problems: Problems): string {
  try {
    if (typeof value === 'string' && ['http:', 'https:'].includes(new URL(value).protocol)) return value;
  } catch {
    // reported below
  }
  problems.push(`${VAR}: ${at} must be an http(s) URL`);
  return '';
}

/** The shape a LocalizedText takes in the variable, one key per language, for the error message. */
const TEXT_SHAPE = `{${LANGUAGE_CODES.map((lang) => `"${lang}": "…"`).join(', ')}}`;

function text(value: unknown, at: string, problems: Problems): LocalizedText {
  const given = (lang: Language) => {
    const one = isObject(value) ? value[lang] : undefined;
    return typeof one === 'string' ? one.trim() : '';
  };
  if (LANGUAGE_CODES.every((lang) => given(lang))) return mapLanguages(given);
  problems.push(`${VAR}: ${at} must be ${TEXT_SHAPE} with every language's text`);
  return mapLanguages(() => '');
}

function office(value: unknown, at: string, problems: Problems): Office {
  const raw = isObject(value) ? value : {};
  if (!isObject(value)) problems.push(`${VAR}: ${at} must be an object`);
  const id = typeof raw.id === 'string' && OFFICE_ID.test(raw.id) ? raw.id : '';
  if (!id) problems.push(`${VAR}: ${at}.id must be lower-case letters, digits or hyphens`);
  return {
    id,
    city: text(raw.city, `${at}.city`, problems),
    name: text(raw.name, `${at}.name`, problems),
    role: text(raw.role, `${at}.role`, problems),
    address: text(raw.address, `${at}.address`, problems),
    phone: phone(raw.phone, `${at}.phone`, problems),
    email: email(raw.email, `${at}.email`, problems),
    ...(raw.mapUrl === undefined ? {} : { mapUrl: httpUrl(raw.mapUrl, `${at}.mapUrl`, problems) }),
  };
}

function offices(value: unknown, problems: Problems): Office[] {
  if (!Array.isArray(value)) {
    problems.push(`${VAR}: offices must be an array`);
    return [];
  }
  const list = value.map((item, index) => office(item, `offices[${index}]`, problems));
  const ids = list.map((item) => item.id).filter(Boolean);
  if (new Set(ids).size !== ids.length) problems.push(`${VAR}: offices need distinct ids`);
  return list;
}

function social(value: unknown, problems: Problems): CompanyConfig['social'] {
  if (!isObject(value)) {
    problems.push(`${VAR}: social must be an object of network → URL`);
    return {};
  }
  const result: CompanyConfig['social'] = {};
  for (const [network, url] of Object.entries(value)) {
    if (!(SOCIAL_NETWORKS as readonly string[]).includes(network)) {
      problems.push(`${VAR}: social.${network} is not one of ${SOCIAL_NETWORKS.join(', ')}`);
    } else if (url !== '' && url !== null) {
      result[network as keyof typeof result] = httpUrl(url, `social.${network}`, problems);
    }
  }
  return result;
}

function whatsapp(value: unknown, problems: Problems): WhatsAppContact | undefined {
  if (!isObject(value)) {
    problems.push(`${VAR}: whatsapp must be an object {"number": "218…", "greeting"?: ${TEXT_SHAPE}}`);
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (key !== 'number' && key !== 'greeting') problems.push(`${VAR}: unknown key "whatsapp.${key}"`);
  }
  const number = typeof value.number === 'string' ? whatsAppNumber(value.number) : undefined;
  if (!number) {
    problems.push(
      `${VAR}: whatsapp.number must be an international number, country code first, such as "218912345678"`,
    );
  }
  return {
    number: number ?? '',
    ...(value.greeting === undefined
      ? {}
      : { greeting: text(value.greeting, 'whatsapp.greeting', problems) }),
  };
}

/** The company settings: the defaults, with the keys that `json` (the raw variable) sets replaced. */
export function parseCompany(json: string | undefined, problems: Problems): CompanyConfig {
  if (json === undefined) return DEFAULT_COMPANY;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    problems.push(`${VAR} must be valid JSON`);
    return DEFAULT_COMPANY;
  }
  if (!isObject(raw)) {
    problems.push(`${VAR} must be a JSON object`);
    return DEFAULT_COMPANY;
  }
  for (const key of Object.keys(raw)) {
    if (!(KEYS as readonly string[]).includes(key)) problems.push(`${VAR}: unknown key "${key}"`);
  }
  return {
    phone: 'phone' in raw ? phone(raw.phone, 'phone', problems) : DEFAULT_COMPANY.phone,
    email: 'email' in raw ? email(raw.email, 'email', problems) : DEFAULT_COMPANY.email,
    careersEmail:
      'careersEmail' in raw
        ? email(raw.careersEmail, 'careersEmail', problems)
        : DEFAULT_COMPANY.careersEmail,
    address: 'address' in raw ? text(raw.address, 'address', problems) : DEFAULT_COMPANY.address,
    offices: 'offices' in raw ? offices(raw.offices, problems) : DEFAULT_COMPANY.offices,
    social: 'social' in raw ? social(raw.social, problems) : DEFAULT_COMPANY.social,
    // Unlike the other keys, no default once the operator configures the company: the demo's made-up
    // number must never reach a live site, so the button shows only for a number the operator gives.
    ...('whatsapp' in raw ? { whatsapp: whatsapp(raw.whatsapp, problems) } : {}),
  };
}

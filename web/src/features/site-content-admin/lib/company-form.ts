/**
 * The company profile editor's form: the profile as the inputs hold it (every optional text as an empty
 * one, so each input is controlled), its checks before sending (the service's rules: both languages,
 * phones, emails, https links), and the body sent back, which leaves out what was left empty.
 */
import {
  COMPANY_LINK_MAX,
  COMPANY_PROFILE_LIMITS,
  OFFICE_LIMITS,
  PHONE_PATTERN,
  SOCIAL_NETWORKS,
  isPlainEmail,
  type CompanyProfile,
  type LocalizedText,
  type Office,
  type SocialNetwork,
} from '@madar/shared';
import type { EditorMessageKey } from '@/components/admin/use-editor-save';
import { emptyText, textProblems } from './localized-form';

export interface OfficeForm extends Omit<Office, 'mapUrl'> {
  mapUrl: string;
}

export interface CompanyForm {
  name: LocalizedText;
  phone: string;
  email: string;
  careersEmail: string;
  address: LocalizedText;
  hours: LocalizedText[];
  offices: OfficeForm[];
  social: Record<SocialNetwork, string>;
  whatsappNumber: string;
  /** Kept as loaded: the editor does not show it. */
  whatsappGreeting?: LocalizedText;
}

export const OFFICE_TEXTS = ['city', 'name', 'role', 'address'] as const;

export const emptyOffice = (): OfficeForm => ({
  id: '',
  city: emptyText(),
  name: emptyText(),
  role: emptyText(),
  address: emptyText(),
  phone: '',
  email: '',
  mapUrl: '',
});

export function companyForm(profile: CompanyProfile): CompanyForm {
  return {
    name: profile.name ?? emptyText(),
    phone: profile.phone,
    email: profile.email,
    careersEmail: profile.careersEmail,
    address: profile.address,
    hours: profile.hours,
    offices: profile.offices.map((office) => ({ ...office, mapUrl: office.mapUrl ?? '' })),
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, profile.social[network] ?? '']),
    ) as Record<SocialNetwork, string>,
    whatsappNumber: profile.whatsapp?.number ?? '',
    ...(profile.whatsapp?.greeting ? { whatsappGreeting: profile.whatsapp.greeting } : {}),
  };
}

const blank = (text: LocalizedText) => !text.en.trim() && !text.ar.trim();

/** A key for an office added in the editor: its English city, as element ids take it, never a taken one. */
function officeId(office: OfficeForm, index: number, taken: Set<string>): string {
  if (office.id) return office.id;
  const base = office.city.en
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30);
  let id = base || `office-${index + 1}`;
  for (let n = 2; taken.has(id); n += 1) id = `${base || 'office'}-${n}`;
  taken.add(id);
  return id;
}

/** The body PATCH /api/company takes: the whole profile, what was left empty left out. */
export function companyBody(form: CompanyForm): CompanyProfile {
  const taken = new Set(form.offices.map((office) => office.id).filter(Boolean));
  const social: CompanyProfile['social'] = {};
  for (const network of SOCIAL_NETWORKS) {
    const href = form.social[network].trim();
    if (href) social[network] = href;
  }
  const number = form.whatsappNumber.trim();
  return {
    ...(blank(form.name) ? {} : { name: form.name }),
    phone: form.phone,
    email: form.email,
    careersEmail: form.careersEmail,
    address: form.address,
    hours: form.hours,
    offices: form.offices.map(({ mapUrl, ...office }, index) => ({
      ...office,
      id: officeId({ ...office, mapUrl }, index, taken),
      ...(mapUrl.trim() ? { mapUrl: mapUrl.trim() } : {}),
    })),
    social,
    ...(number
      ? { whatsapp: { number, ...(form.whatsappGreeting ? { greeting: form.whatsappGreeting } : {}) } }
      : {}),
  };
}

type Problems = Partial<Record<string, EditorMessageKey>>;

const isLink = (value: string) =>
  /^https:\/\/[^\s]+\.[^\s]+$/.test(value) && value.length <= COMPANY_LINK_MAX;

function contactProblems(path: string, phone: string, email: string): Problems {
  const problems: Problems = {};
  if (!PHONE_PATTERN.test(phone.trim())) problems[`${path}phone`] = 'siteContent.company.phoneInvalid';
  if (!isPlainEmail(email.trim())) problems[`${path}email`] = 'siteContent.company.emailInvalid';
  return problems;
}

/** What the service would refuse, by field path (`offices.1.mapUrl`), before anything is sent. */
export function companyProblems(form: CompanyForm): Problems {
  const problems: Problems = {
    ...(blank(form.name) ? {} : textProblems('name', form.name, COMPANY_PROFILE_LIMITS.name)),
    ...contactProblems('', form.phone, form.email),
    ...textProblems('address', form.address, COMPANY_PROFILE_LIMITS.address),
  };
  if (!isPlainEmail(form.careersEmail.trim())) problems.careersEmail = 'siteContent.company.emailInvalid';
  form.hours.forEach((line, index) =>
    Object.assign(problems, textProblems(`hours.${index}`, line, COMPANY_PROFILE_LIMITS.hours)),
  );
  form.offices.forEach((office, index) => {
    for (const field of OFFICE_TEXTS) {
      Object.assign(problems, textProblems(`offices.${index}.${field}`, office[field], OFFICE_LIMITS[field]));
    }
    Object.assign(problems, contactProblems(`offices.${index}.`, office.phone, office.email));
    if (office.mapUrl.trim() && !isLink(office.mapUrl.trim())) {
      problems[`offices.${index}.mapUrl`] = 'siteContent.company.linkInvalid';
    }
  });
  for (const network of SOCIAL_NETWORKS) {
    const href = form.social[network].trim();
    if (href && !isLink(href)) problems[`social.${network}`] = 'siteContent.company.linkInvalid';
  }
  return problems;
}

/** Every field path the editor draws, for the server's failed rules. */
export function companyFieldPaths(form: CompanyForm): string[] {
  const both = (path: string) => [`${path}.en`, `${path}.ar`];
  return [
    ...both('name'),
    'phone',
    'email',
    'careersEmail',
    ...both('address'),
    ...form.hours.flatMap((_line, index) => both(`hours.${index}`)),
    ...form.offices.flatMap((_office, index) => [
      ...OFFICE_TEXTS.flatMap((field) => both(`offices.${index}.${field}`)),
      `offices.${index}.phone`,
      `offices.${index}.email`,
      `offices.${index}.mapUrl`,
    ]),
    ...SOCIAL_NETWORKS.map((network) => `social.${network}`),
    'whatsapp.number',
  ];
}

/**
 * The schema.org JobPosting of one opening, for the page head's JSON-LD (docs/product.md#careers): pure, so
 * the server renderer and the browser build the same object. Texts in the page's language; URLs absolute from
 * `origin` (the PUBLIC_ORIGIN setting), Arabic pages under /ar.
 */
import { type CompanyProfile, type Job, type Language, localize, socialLinks } from '@madar/shared';
import { localizedPath } from '@/lib/site-paths';

/** schema.org employmentType values. */
export type EmploymentType =
  'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';

// The type is free text the admin writes in both languages: recognised by words in either.
const EMPLOYMENT_WORDS: [EmploymentType, RegExp][] = [
  ['FULL_TIME', /full[\s-]?time|دوام كامل/i],
  ['PART_TIME', /part[\s-]?time|دوام جزئي/i],
  ['INTERN', /\bintern(ship)?\b|تدريب|متدرب/i],
  ['CONTRACTOR', /contract|freelance|fixed[\s-]?term|عقد|مستقل/i],
  ['TEMPORARY', /temporary|seasonal|مؤقت|موسمي/i],
  ['VOLUNTEER', /volunteer|تطوع/i],
  ['PER_DIEM', /per[\s-]?diem|يومي/i],
];

export function employmentType(job: Pick<Job, 'type'>): EmploymentType {
  const text = `${job.type.en} ${job.type.ar}`;
  return EMPLOYMENT_WORDS.find(([, words]) => words.test(text))?.[0] ?? 'OTHER';
}

/**
 * The end of the closing day in Tripoli (JOB_TIME_ZONE). Libya keeps UTC+2 all year (no daylight saving since 2013),
 * so the offset is written out rather than looked up.
 */
export const validThrough = (closesAt: string): string => `${closesAt}T23:59:59+02:00`;

/** The page of a job in a language: English unprefixed, Arabic under /ar. */
export const jobUrl = (jobId: string, lang: Language, origin: string): string =>
  `${origin.replace(/\/+$/, '')}${localizedPath(`/careers/${encodeURIComponent(jobId)}`, lang)}`;

function jobLocation(job: Job, lang: Language, company: CompanyProfile) {
  // A job in a city where the company has an office gets that office's street address.
  const office = company.offices.find(
    (o) => o.city.en.toLowerCase() === job.location.en.trim().toLowerCase(),
  );
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(office && { streetAddress: localize(office.address, lang) }),
      addressLocality: localize(office?.city ?? job.location, lang),
      addressCountry: 'LY',
    },
  };
}

/**
 * `company`: the profile staff edit (useCompany); `brandName`: the translations' `brand.fullName`, the
 * name used when the profile names none.
 */
export function jobPostingJsonLd(
  job: Job,
  lang: Language,
  origin: string,
  brandName: string,
  company: CompanyProfile,
) {
  const site = origin.replace(/\/+$/, '');
  const list = (items: Job['requirements']) => items.map((item) => localize(item, lang)).join('\n');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: localize(job.title, lang),
    description: localize(job.description, lang),
    ...(job.responsibilities.length > 0 && { responsibilities: list(job.responsibilities) }),
    ...(job.requirements.length > 0 && { qualifications: list(job.requirements) }),
    datePosted: job.publishedAt ?? job.createdAt,
    ...(job.closesAt && { validThrough: validThrough(job.closesAt) }),
    employmentType: employmentType(job),
    jobLocation: jobLocation(job, lang, company),
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name ? localize(company.name, lang) : brandName,
      '@id': `${site}/#organization`,
      url: `${site}${localizedPath('/', lang)}`,
      sameAs: socialLinks(company).map((link) => link.href),
    },
    directApply: true,
    url: jobUrl(job.slug, lang, origin),
    inLanguage: lang,
  };
}

/** The section order of each legal page; the texts live in the `legal` translation namespace. */
export const PRIVACY_SECTIONS = [
  'who-we-are',
  'data-we-collect',
  'how-we-use',
  'sharing',
  'retention',
  'security',
  'your-rights',
  'cookies',
  'changes',
  'contact',
] as const;

export const TERMS_SECTIONS = [
  'about-the-site',
  'use-of-the-site',
  'submissions',
  'applications',
  'intellectual-property',
  'third-party-links',
  'disclaimer',
  'liability',
  'governing-law',
  'changes',
  'contact',
] as const;

/** When the current versions took effect (ISO date, shown in the reader's language). */
export const LEGAL_LAST_UPDATED = '2026-11-01';

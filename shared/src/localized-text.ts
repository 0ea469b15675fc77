/**
 * Human-readable content is stored in both site languages. Names, emails, slugs and dates stay plain.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export interface LocalizedText {
  en: string;
  ar: string;
}

/** The text in the wanted language, falling back to English when the Arabic is empty. */
export function localize(text: LocalizedText, lang: string): string {
  const wanted = lang === 'ar' ? text.ar : text.en;
  return wanted || text.en;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

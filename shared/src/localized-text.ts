/**
 * Human-readable content is stored in every site language. Names, emails, slugs and dates stay plain.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, type Language } from './languages';

export * from './languages';

/** One text per site language, derived from the LANGUAGES table. */
export type LocalizedText = { [L in Language]: string };

/** A LocalizedText built per language of the table. */
export function mapLanguages(text: (lang: Language) => string): LocalizedText {
  return Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, text(lang)])) as LocalizedText;
}

/** The text in the wanted language, falling back to the default language when it is empty or unknown. */
export function localize(text: LocalizedText, lang: string): string {
  const wanted = isLanguage(lang) ? text[lang] : text[DEFAULT_LANGUAGE];
  return wanted || text[DEFAULT_LANGUAGE];
}

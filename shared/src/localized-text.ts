/**
 * Human-readable content is stored in every site language. Names, emails, slugs and dates stay plain.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export * from './languages';

/** One text per site language, derived from the LANGUAGES table. */
export type LocalizedText = { [L in Language]: string };

/** The text in the wanted language, falling back to the default language when it is empty or unknown. */
export function localize(text: LocalizedText, lang: string): string {
  const wanted = isLanguage(lang) ? text[lang] : text[DEFAULT_LANGUAGE];
  return wanted || text[DEFAULT_LANGUAGE];
}

/**
 * The site languages as data: every other place (LocalizedText, the DTO inputs, the web detector,
 * <html lang/dir>, fonts, date and number locales, the switcher) derives from this table, so adding a
 * language is one row here plus its translation files.
 */
export interface LanguageSpec {
  readonly code: string;
  readonly dir: 'ltr' | 'rtl';
  /** BCP 47 locale for Intl dates and numbers; Arabic keeps Latin digits, as the translations do. */
  readonly locale: string;
  /** The font family token the web picks (`--font-<font>`). */
  readonly font: 'latin' | 'arabic';
  /** The language's own name, as the switcher shows it. */
  readonly label: string;
  /** How a month is written where space is tight (chart labels): long month names get numbers. */
  readonly compactMonth: 'short' | 'numeric';
}

export const LANGUAGES = [
  { code: 'en', dir: 'ltr', locale: 'en-GB', font: 'latin', label: 'English', compactMonth: 'short' },
  {
    code: 'ar',
    dir: 'rtl',
    locale: 'ar-LY-u-nu-latn',
    font: 'arabic',
    label: 'العربية',
    compactMonth: 'numeric',
  },
] as const satisfies readonly LanguageSpec[];

export type Language = (typeof LANGUAGES)[number]['code'];
export type Direction = LanguageSpec['dir'];

/** The codes in table order (validators, OpenAPI enums, i18next's supported languages). */
export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((language) => language.code);

/** The language the site falls back to: the first row. */
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0].code;
/** Older name of DEFAULT_LANGUAGE, kept so existing imports compile. */
export const FALLBACK_LANGUAGE: Language = DEFAULT_LANGUAGE;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The row of a language; an unknown code gets the default language's row. */
export function languageSpec(code: string, table: readonly LanguageSpec[] = LANGUAGES): LanguageSpec {
  return table.find((language) => language.code === code) ?? table[0]!;
}

export const directionOf = (code: string): Direction => languageSpec(code).dir;
export const localeOf = (code: string): string => languageSpec(code).locale;
export const fontOf = (code: string): LanguageSpec['font'] => languageSpec(code).font;

/** The row after a language's, wrapping round: the two-language toggle's target. */
export function nextLanguage(code: string, table: readonly LanguageSpec[] = LANGUAGES): LanguageSpec {
  const index = table.findIndex((language) => language.code === code);
  return table[(index + 1) % table.length]!;
}

export const otherLanguage = (code: Language): Language => nextLanguage(code).code as Language;

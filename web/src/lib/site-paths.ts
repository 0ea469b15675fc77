/**
 * A URL per language (docs/architecture.md#languages): the default language's pages are unprefixed
 * (`/services`), every other language's live under its code (`/ar/services`); the admin is never prefixed.
 * Everything here derives from the LANGUAGES table.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, type Language } from '@madar/shared';

export const ADMIN_ROOT = '/admin';

/** The languages whose pages carry their code as the first path segment. */
export const PREFIXED_LANGUAGES: readonly Language[] = LANGUAGE_CODES.filter(
  (code) => code !== DEFAULT_LANGUAGE,
);

/** `/ar` for Arabic, '' for the default language. */
export function languagePrefix(lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}

export interface PagePath {
  /** The language the path names (the default language when it has no prefix). */
  lang: Language;
  /** The path without the language segment, always starting with '/'. */
  path: string;
  /** Whether the path carried a language segment. */
  prefixed: boolean;
}

/** Splits `/ar/blog/x` into Arabic and `/blog/x`; an unprefixed path is the default language's. */
export function splitLanguage(pathname: string): PagePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isLanguage(first) && PREFIXED_LANGUAGES.includes(first)) {
    return { lang: first, path: match?.[2] ?? '/', prefixed: true };
  }
  return { lang: DEFAULT_LANGUAGE, path: pathname || '/', prefixed: false };
}

/** The address of an unprefixed site path in a language: ('/services', Arabic) → '/ar/services'. */
export function localizedPath(path: string, lang: Language): string {
  const prefix = languagePrefix(lang);
  if (!prefix) return path || '/';
  return path === '/' || path === '' ? prefix : `${prefix}${path}`;
}

/** Whether a path belongs to the admin area, which has one URL for every language. */
export function isAdminPath(path: string): boolean {
  return path === ADMIN_ROOT || path.startsWith(`${ADMIN_ROOT}/`);
}

/**
 * The same page in another language: '/ar/blog/x' → '/blog/x' for English. Admin paths stay as
 * they are (the admin's language is not in its URL).
 */
export function switchLanguagePath(pathname: string, lang: Language): string {
  if (isAdminPath(pathname)) return pathname;
  return localizedPath(splitLanguage(pathname).path, lang);
}

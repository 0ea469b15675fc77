/**
 * i18next setup: English and Arabic bundled (both are small), the language detected per spec §2
 * (query `lang`, cookie, localStorage, browser, <html lang>), cached in localStorage and a cookie,
 * and <html lang/dir/data-font> kept in step with the active language. Every language fact comes from
 * the shared LANGUAGES table.
 */
import {
  DEFAULT_LANGUAGE,
  directionOf,
  fontOf,
  isLanguage,
  LANGUAGE_CODES,
  otherLanguage,
  type Language,
} from '@madar/shared';
import i18n, { type i18n as I18n } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { arResources, enResources, NAMESPACES } from '@/locales/namespaces';

export const SUPPORTED_LANGUAGES: readonly Language[] = LANGUAGE_CODES;
export { directionOf, otherLanguage };

export const detectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lang',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  caches: ['localStorage', 'cookie'],
  // A year, not the library default of ten minutes: the choice should outlive the visit.
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: '/', sameSite: 'lax' },
  // Regional variants ('ar-LY', 'en-GB') become the bare language so i18n.language is always en or ar.
  convertDetectedLanguage: (lng: string) => lng.split('-')[0] ?? lng,
} satisfies DetectorOptions;

export const resources = {
  en: enResources,
  ar: arResources,
} as const satisfies Record<Language, unknown>;

/** The active language narrowed to the ones the site supports (the default for anything else). */
export function currentLanguage(instance: Pick<I18n, 'resolvedLanguage' | 'language'> = i18n): Language {
  const lng = (instance.resolvedLanguage ?? instance.language)?.split('-')[0];
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

function syncDocumentLanguage(instance: I18n): void {
  const lng = currentLanguage(instance);
  document.documentElement.lang = lng;
  document.documentElement.dir = directionOf(lng);
  // The stylesheets pick the font family from this (tokens.css), not from a language code.
  document.documentElement.dataset.font = fontOf(lng);
}

/** Initialises an i18next instance for the site; exported so tests can build isolated instances. */
export function initI18n(instance: I18n = i18n): I18n {
  if (instance.isInitialized) return instance;
  instance.on('languageChanged', () => syncDocumentLanguage(instance));
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      ns: NAMESPACES,
      defaultNS: 'translation',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      detection: detectorOptions,
      // Resources are bundled, so initialise synchronously and render the right language on first paint.
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  syncDocumentLanguage(instance);
  return instance;
}

export default i18n;

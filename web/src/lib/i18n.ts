/**
 * i18next setup: each language's namespaces are loaded lazily (locales/public-namespaces.ts), the
 * language detected from the query `lang`, then the cookie, localStorage, the browser and <html lang>,
 * cached in localStorage and a cookie, and <html lang/dir/data-font> kept in step with the active
 * language. Every language fact comes from the shared LANGUAGES table; components read the language
 * through hooks/use-language, never from the instance here.
 */
import { DEFAULT_LANGUAGE, directionOf, fontOf, isLanguage, type Language } from '@madar/shared';
import i18n, { type BackendModule, type i18n as I18n } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { isPublicNamespace, loadNamespace } from '@/locales/public-namespaces';
import { sharedI18nOptions } from './i18n-options';

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

/** Loads a namespace the first time a component asks for it (react-i18next suspends meanwhile). */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, ns, callback) => {
    if (!isLanguage(lng)) return callback(null, {});
    loadNamespace(lng, ns).then(
      (bundle) => callback(null, bundle),
      (error: Error) => callback(error, false),
    );
  },
};

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

/**
 * Initialises an i18next instance for the site; exported so tests can build isolated instances.
 * `lng`: the language the page's address names (public pages), used from the start so a
 * server-rendered page's <html lang/dir> never flips; without it the detector decides (the admin).
 */
export function initI18n(instance: I18n = i18n, options: { lng?: Language } = {}): I18n {
  if (instance.isInitialized) return instance;
  instance.on('languageChanged', () => syncDocumentLanguage(instance));
  void instance
    .use(lazyBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...sharedI18nOptions,
      ns: ['translation'],
      detection: detectorOptions,
      ...(options.lng ? { lng: options.lng } : {}),
      // The language is known at once (the detector is synchronous); its files follow, see below.
      initAsync: false,
    });
  syncDocumentLanguage(instance);
  return instance;
}

/**
 * Loads what a first render needs: `translation` plus the given namespaces of `lng`, once. Awaited
 * before the first render (or hydration) and before switching language, so no key ever shows and no
 * Suspense fallback replaces the page.
 */
export async function preloadTranslations(
  lng: Language,
  namespaces: readonly string[] = [],
  instance: I18n = i18n,
): Promise<void> {
  const wanted = [...new Set(['translation', ...namespaces])];
  await Promise.all(
    wanted
      .filter((ns) => !instance.hasResourceBundle(lng, ns))
      .map(async (ns) => instance.addResourceBundle(lng, ns, await loadNamespace(lng, ns), true, true)),
  );
  if (!instance.isInitialized) await new Promise((resolve) => instance.on('initialized', resolve));
}

/** The public namespaces already loaded in a language (what switching language must load first). */
export function loadedNamespaces(lng: Language, instance: I18n = i18n): string[] {
  return Object.keys(instance.store?.data[lng] ?? {}).filter(isPublicNamespace);
}

export default i18n;

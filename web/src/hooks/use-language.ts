/**
 * The one place components read the language from. Two facts, which differ for a moment and on the
 * admin, so they stay apart:
 * - `useLanguage()`: the active language, the one i18next translates into (on the server, the
 *   request's instance). Content, dates, numbers and the admin read this, so they never disagree
 *   with the translated text beside them.
 * - `usePageLanguage()`: the language the address names (`/ar/...`; the default language on
 *   unprefixed addresses, the admin's included). Links read this, and `useUrlLanguage()` makes
 *   i18next follow it on public pages; until that effect has run (back or forward between the two
 *   languages' addresses) the two can differ.
 */
import { directionOf, otherLanguage, type Language } from '@madar/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { currentLanguage, loadedNamespaces, preloadTranslations } from '@/lib/i18n';
import { splitLanguage } from '@/lib/site-paths';

export interface LanguageState {
  lang: Language;
  dir: 'ltr' | 'rtl';
  other: Language;
  setLanguage: (lng: Language) => Promise<void>;
}

/** The active site language and a setter; the detector caches the choice (localStorage + cookie). */
export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const setLanguage = async (lng: Language) => {
    // The page's namespaces in the new language first, so the switch never shows keys.
    await preloadTranslations(lng, loadedNamespaces(lang, i18n), i18n);
    await i18n.changeLanguage(lng);
  };
  return { lang, dir: directionOf(lang), other: otherLanguage(lang), setLanguage };
}

/** The language the current address names (the default language on unprefixed pages). */
export function usePageLanguage(): Language {
  return splitLanguage(useLocation().pathname).lang;
}

/**
 * On public pages the address names the language (`/ar/...`): i18next follows it, and remembers it
 * (local storage and cookie) as the visitor's choice. Back and forward between the two languages'
 * addresses land here too.
 */
export function useUrlLanguage(): void {
  const { i18n } = useTranslation();
  const lang = usePageLanguage();
  useEffect(() => {
    if (currentLanguage(i18n) !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);
}

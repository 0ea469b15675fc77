import type { Language } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import {
  currentLanguage,
  directionOf,
  loadedNamespaces,
  otherLanguage,
  preloadTranslations,
} from '@/lib/i18n';

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

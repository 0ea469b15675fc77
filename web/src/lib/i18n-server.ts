/**
 * i18next for the server renderer (Node, never bundled for browsers): one instance per language with
 * every public namespace loaded synchronously, the browser's options and no detector: the page's
 * address names its language.
 */
import { DEFAULT_LANGUAGE, type Language } from '@madar/shared';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { arResources, enResources, NAMESPACES } from '@/locales/namespaces';

const RESOURCES = { en: enResources, ar: arResources } satisfies Record<Language, unknown>;
const instances = new Map<Language, I18n>();

export function createServerI18n(lng: Language): I18n {
  const existing = instances.get(lng);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    resources: RESOURCES,
    ns: NAMESPACES,
    defaultNS: 'translation',
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  instances.set(lng, instance);
  return instance;
}

/**
 * i18next for the server renderer (Node): every public namespace of one language, loaded synchronously
 * from the static resource table, with the browser's options and no detector (the URL decides the
 * language). Never imported by browser code: it would put every translation back into the bundle.
 */
import type { Language } from '@madar/shared';
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { arResources, enResources } from '@/locales/namespaces';
import { NAMESPACES } from '@/locales/public-namespaces';
import { sharedI18nOptions } from './i18n-options';

const resourcesOf: Record<Language, ResourceLanguage> = { en: enResources, ar: arResources };

const instances = new Map<Language, I18n>();

/**
 * One initialised instance per language, made on first use: rendering only reads translations (the
 * language comes from the address and never changes on the server), so requests can share it.
 */
export function createServerI18n(lng: Language): I18n {
  const existing = instances.get(lng);
  if (existing) return existing;
  const instance = i18next.createInstance();
  instances.set(lng, instance);
  void instance.init({
    ...sharedI18nOptions,
    lng,
    resources: { [lng]: resourcesOf[lng] },
    ns: [...NAMESPACES],
    initAsync: false,
  });
  return instance;
}

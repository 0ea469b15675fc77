import type en from '@/locales/en/translation.json';

// Typed translation keys: `t('nav.hme')` is a compile error, and the English file is the source of keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

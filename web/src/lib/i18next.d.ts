import type { enAdminResources } from '@/locales/admin-namespaces';
import type { enResources } from '@/locales/namespaces';

// Typed translation keys: `t('nav.hme')` is a compile error, and the English files are the source of keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: typeof enResources & typeof enAdminResources;
  }
}

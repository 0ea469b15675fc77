/**
 * The admin panel's translations. Imported only by the admin route modules, so these strings travel in
 * the admin chunks and public pages never download them.
 */
import type { Language } from '@madar/shared';
import type { i18n as I18n } from 'i18next';
import arAdmin from './ar/admin.json';
import arAdminContent from './ar/adminContent.json';
import arAudit from './ar/audit.json';
import arMedia from './ar/media.json';
import arPrivacyRequests from './ar/privacyRequests.json';
import arStaff from './ar/staff.json';
import enAdmin from './en/admin.json';
import enAdminContent from './en/adminContent.json';
import enAudit from './en/audit.json';
import enMedia from './en/media.json';
import enPrivacyRequests from './en/privacyRequests.json';
import enStaff from './en/staff.json';

export const enAdminResources = {
  admin: enAdmin,
  adminContent: enAdminContent,
  staff: enStaff,
  audit: enAudit,
  privacyRequests: enPrivacyRequests,
  media: enMedia,
};
export const arAdminResources: { [K in keyof typeof enAdminResources]: Record<string, unknown> } = {
  admin: arAdmin,
  adminContent: arAdminContent,
  staff: arStaff,
  audit: arAudit,
  privacyRequests: arPrivacyRequests,
  media: arMedia,
};

/** Adds the admin namespaces to an i18next instance; safe to call any number of times. */
export function registerAdminTranslations(instance: I18n): void {
  const byLanguage: Record<Language, Record<string, unknown>> = {
    en: enAdminResources,
    ar: arAdminResources,
  };
  for (const [lng, bundles] of Object.entries(byLanguage)) {
    for (const [ns, data] of Object.entries(bundles)) {
      if (!instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, data, true, true);
    }
  }
  // The panel's forms speak the public `validation` namespace too: fetched now, long before anyone
  // has typed something a form would refuse.
  void instance.loadNamespaces('validation').catch(() => undefined);
}

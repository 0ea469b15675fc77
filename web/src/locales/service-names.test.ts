/**
 * One name per service everywhere a visitor or the staff meet it: the navigation's service names, the
 * projects' category filter, the brief's project types, the admin's labels and the services' own CSV
 * labels (shared), in both languages.
 */
import { PROJECT_CATEGORIES, PROJECT_TYPE_LABELS } from '@madar/shared';
import arAdmin from '@/locales/ar/admin.json';
import arBrief from '@/locales/ar/brief.json';
import arCatalog from '@/locales/ar/catalog.json';
import arTranslation from '@/locales/ar/translation.json';
import enAdmin from '@/locales/en/admin.json';
import enBrief from '@/locales/en/brief.json';
import enCatalog from '@/locales/en/catalog.json';
import enTranslation from '@/locales/en/translation.json';

const sources = {
  en: {
    navigation: enTranslation.serviceNames,
    projectFilter: enCatalog.categories,
    briefForm: enBrief.projectTypes,
    admin: enAdmin.briefs.projectTypes,
  },
  ar: {
    navigation: arTranslation.serviceNames,
    projectFilter: arCatalog.categories,
    briefForm: arBrief.projectTypes,
    admin: arAdmin.briefs.projectTypes,
  },
};

describe('service names', () => {
  it.each(['en', 'ar'] as const)('are the same in every place in %s', (language) => {
    for (const slug of PROJECT_CATEGORIES) {
      const names = Object.entries(sources[language]).map(([place, table]) => [place, table[slug]]);
      const expected = PROJECT_TYPE_LABELS[slug][language];
      expect(Object.fromEntries(names)).toEqual(
        Object.fromEntries(names.map(([place]) => [place, expected])),
      );
    }
  });
});

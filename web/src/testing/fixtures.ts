import {
  SERVICE_ICONS,
  SERVICE_IDS,
  SERVICE_SUMMARY_FIELDS,
  type Service,
  type ServiceSummary,
  summarize,
} from '@madar/shared';

/** Seven bilingual services shaped like GET /api/services/:id; the last has no features. */
export const serviceFixtures: Service[] = SERVICE_IDS.map((id, index) => ({
  id,
  title: { en: `Service ${index + 1} EN`, ar: `الخدمة ${index + 1}` },
  description: { en: `Description ${index + 1}`, ar: `الوصف ${index + 1}` },
  icon: SERVICE_ICONS[index] ?? 'server',
  featured: index < 6,
  image: `/images/services/${id}.svg`,
  features:
    index === SERVICE_IDS.length - 1
      ? []
      : [
          { en: `Feature ${index + 1}.1`, ar: `ميزة ${index + 1}.1` },
          { en: `Feature ${index + 1}.2`, ar: `ميزة ${index + 1}.2` },
        ],
  process: [],
  faqs: [],
}));

/** The same services as GET /api/services lists them: summaries. */
export const serviceSummaries: ServiceSummary[] = serviceFixtures.map((service) =>
  summarize(service, SERVICE_SUMMARY_FIELDS),
);

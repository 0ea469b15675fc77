/** The company's history as the About page tells it (milestones: docs/product.md#about). */
import type { TimelineEntry } from '@madar/shared';

export const TIMELINE_SEED: readonly TimelineEntry[] = [
  {
    year: 2010,
    title: { en: 'Founded in Tripoli', ar: 'التأسيس في طرابلس' },
    description: {
      en: 'Madar Technologies opens its first office in Tripoli with a team of eight, installing networks and servers for local businesses and public institutions.',
      ar: 'افتتحت مدار للتقنية أول مكاتبها في طرابلس بفريق من ثمانية أشخاص، لتنفيذ الشبكات وتركيب الخوادم للشركات المحلية والمؤسسات العامة.',
    },
  },
  {
    year: 2015,
    title: { en: 'Benghazi office opens', ar: 'افتتاح مكتب بنغازي' },
    description: {
      en: 'A second office in Benghazi brings engineers closer to clients in the east of the country, from hospitals and universities to banks and oil-services firms.',
      ar: 'قرّب المكتب الثاني في بنغازي مهندسي الشركة من عملائها في شرق البلاد، من المستشفيات والجامعات إلى المصارف وشركات الخدمات النفطية.',
    },
  },
  {
    year: 2018,
    title: { en: 'Telecommunications division', ar: 'تأسيس قطاع الاتصالات' },
    description: {
      en: 'The new telecommunications division takes on satellite, microwave and fibre links, connecting remote oil fields and desert towns to the rest of Libya.',
      ar: 'تولّى قطاع الاتصالات الجديد مشروعات الوصلات الفضائية والموجات الدقيقة والألياف الضوئية، فربط الحقول النفطية النائية والبلدات الصحراوية ببقية أنحاء ليبيا.',
    },
  },
  {
    year: 2023,
    title: { en: 'Cloud services launched', ar: 'إطلاق الخدمات السحابية' },
    description: {
      en: 'Madar launches hosted and hybrid cloud services from its Tripoli data centre, keeping client data in Libya with round-the-clock support.',
      ar: 'أطلقت مدار خدمات الاستضافة والسحابة الهجينة من مركز بياناتها في طرابلس، لتبقى بيانات العملاء داخل ليبيا مع دعم فني على مدار الساعة.',
    },
  },
];

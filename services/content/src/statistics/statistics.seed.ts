/**
 * The four headline figures of the statistics band (docs/product.md#statistics-band, the same on
 * the home and About pages). Labels read after the number ("200+ projects delivered"), hence the singular
 * Arabic nouns, which is how Arabic counts past ten. Icons are Font Awesome names, like the services' icons.
 */
import type { Statistic } from '@madar/shared';

export const STATISTICS_SEED: readonly Statistic[] = [
  {
    id: 'years',
    value: 15,
    label: { en: 'Years of experience', ar: 'سنة من الخبرة' },
    icon: 'calendar-check',
  },
  {
    id: 'projects',
    value: 200,
    label: { en: 'Projects delivered', ar: 'مشروع منجز' },
    icon: 'project-diagram',
  },
  {
    id: 'team',
    value: 50,
    label: { en: 'Engineers and specialists', ar: 'مهندس ومتخصص' },
    icon: 'users',
  },
  {
    id: 'clients',
    value: 150,
    label: { en: 'Clients who trust us', ar: 'عميل يثق بنا' },
    icon: 'handshake',
  },
];

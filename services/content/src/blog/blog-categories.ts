/**
 * The blog's categories with their labels, in the order the filter buttons show them: `all` first
 * (it is a filter value, never a post's category), then the topics of BLOG_CATEGORY_IDS.
 */
import { BLOG_CATEGORY_IDS, type BlogCategory, type BlogCategoryId } from '@madar/shared';

export { POST_CATEGORY_IDS, type PostCategoryId } from '@madar/shared';

const LABELS: Readonly<Record<BlogCategoryId, BlogCategory['label']>> = {
  all: { en: 'All', ar: 'الكل' },
  'it-infrastructure': { en: 'IT Infrastructure', ar: 'البنية التحتية لتقنية المعلومات' },
  security: { en: 'Security', ar: 'الأمن' },
  cloud: { en: 'Cloud', ar: 'الحوسبة السحابية' },
  telecommunications: { en: 'Telecommunications', ar: 'الاتصالات' },
  'software-development': { en: 'Software Development', ar: 'تطوير البرمجيات' },
  support: { en: 'Technical Support', ar: 'الدعم الفني' },
};

export const BLOG_CATEGORIES: readonly BlogCategory[] = BLOG_CATEGORY_IDS.map((id) => ({
  id,
  label: LABELS[id],
}));

export function categoryLabel(id: BlogCategoryId): BlogCategory['label'] {
  return LABELS[id];
}

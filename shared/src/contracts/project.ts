/**
 * A project of the portfolio (/projects and its pages): categories, the project types a client brief
 * names (the categories and `other`) with their labels, the record and the summary lists show.
 */
import type { LocalizedText } from '../localized-text';

export const PROJECT_CATEGORIES = [
  'it-infrastructure',
  'telecommunications',
  'networking',
  'security-systems',
  'software-development',
  'consulting',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_TYPES = [...PROJECT_CATEGORIES, 'other'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_TYPE_LABELS: Record<ProjectType, LocalizedText> = {
  'it-infrastructure': { en: 'IT Infrastructure', ar: 'البنية التحتية لتقنية المعلومات' },
  telecommunications: { en: 'Telecommunications', ar: 'الاتصالات' },
  networking: { en: 'Networking', ar: 'الشبكات' },
  'security-systems': { en: 'Security Systems', ar: 'الأنظمة الأمنية' },
  'software-development': { en: 'Software Development', ar: 'تطوير البرمجيات' },
  consulting: { en: 'IT Consulting', ar: 'الاستشارات التقنية' },
  other: { en: 'Other', ar: 'أخرى' },
};

export interface ProjectTestimonial {
  quote: LocalizedText;
  author: string;
  position: LocalizedText;
}

export interface Project {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  category: ProjectCategory;
  client: LocalizedText;
  date: string;
  duration: LocalizedText;
  image: string;
  images?: string[];
  featured: boolean;
  challenge: LocalizedText;
  solution: LocalizedText;
  results: LocalizedText;
  technologies: string[];
  testimonial?: ProjectTestimonial;
}

/** What `GET /api/projects` lists per project: a project card (home, /projects, related projects). */
export const PROJECT_SUMMARY_FIELDS = [
  'id',
  'title',
  'description',
  'category',
  'client',
  'date',
  'image',
  'featured',
] as const satisfies readonly (keyof Project)[];
export type ProjectSummary = Pick<Project, (typeof PROJECT_SUMMARY_FIELDS)[number]>;

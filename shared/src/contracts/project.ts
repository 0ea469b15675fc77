/**
 * A project of the portfolio (/projects and its pages): categories, the project types a client brief
 * names (the categories and `other`) with their labels, the record and the summary lists show, and the
 * admin's edit with its limits.
 */
import type { LocalizedText } from '../localized-text';
import { CATALOGUE_IMAGE_MAX } from './service';
import { SHORT_TEXT_MAX, type FieldLimits } from './text';

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

/**
 * PATCH /api/projects/{id}: the whole project but its id, as the admin's editor sends it; it replaces
 * the stored project (an optional field left out is removed). `date` is a calendar date, YYYY-MM-DD.
 */
export type ProjectRequest = Omit<Project, 'id'>;

/** Lengths; a bilingual field's limit holds for each language. */
export const PROJECT_LIMITS = {
  title: SHORT_TEXT_MAX,
  description: 1_000,
  client: SHORT_TEXT_MAX,
  duration: 100,
  image: CATALOGUE_IMAGE_MAX,
  challenge: 3_000,
  solution: 3_000,
  results: 3_000,
} as const satisfies FieldLimits<ProjectRequest>;

/** Further images of a project (each as long as `image`), and its technologies with their length. */
export const PROJECT_IMAGES_MAX = 12;
export const PROJECT_TECHNOLOGIES_MAX = 20;
export const PROJECT_TECHNOLOGY_MAX = 60;

/** The client's quote on a project (each language); the author's name is one string. */
export const PROJECT_TESTIMONIAL_LIMITS = {
  quote: 1_000,
  author: 100,
  position: SHORT_TEXT_MAX,
} as const satisfies FieldLimits<ProjectTestimonial>;

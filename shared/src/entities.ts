/**
 * The entities the public site shows, as they travel over the API: the catalogue and the blog.
 * What visitors send and staff handle is in `records.ts`. Dates are ISO-8601 strings.
 */
import type { BlogCategoryId, ProjectCategory, ServiceIcon, ServiceId } from './enums';
import type { LocalizedText } from './localized-text';

export interface Faq {
  question: LocalizedText;
  answer: LocalizedText;
}

export interface ProcessStep {
  title: LocalizedText;
  description: LocalizedText;
}

export interface Service {
  id: ServiceId;
  title: LocalizedText;
  description: LocalizedText;
  icon: ServiceIcon;
  featured: boolean;
  image: string;
  features: LocalizedText[];
  process: ProcessStep[];
  faqs: Faq[];
}

/**
 * What `GET /api/services` lists per service: what the home page's cards and /services show (the
 * process and FAQs come with the one service, `GET /api/services/{id}`).
 */
export const SERVICE_SUMMARY_FIELDS = [
  'id',
  'title',
  'description',
  'icon',
  'image',
  'features',
] as const satisfies readonly (keyof Service)[];
export type ServiceSummary = Pick<Service, (typeof SERVICE_SUMMARY_FIELDS)[number]>;

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

export interface Testimonial {
  id: string;
  name: string;
  position: LocalizedText;
  company: LocalizedText;
  content: LocalizedText;
  rating: number;
  image: string;
  featured: boolean;
}

export interface Statistic {
  id: string;
  value: number;
  label: LocalizedText;
  icon: string;
}

export interface TeamMember {
  id: string;
  name: string;
  position: LocalizedText;
  image: string;
  bio: LocalizedText;
}

export interface TimelineEntry {
  year: number;
  title: LocalizedText;
  description: LocalizedText;
}

export interface CompanyValue {
  title: LocalizedText;
  content: LocalizedText;
  icon: string;
}

export interface BlogPost {
  id: string;
  title: LocalizedText;
  slug: string;
  category: Exclude<BlogCategoryId, 'all'>;
  author: string;
  authorTitle: LocalizedText;
  authorImage: string;
  date: string;
  image: string;
  excerpt: LocalizedText;
  content: LocalizedText;
  /** Each tag in both languages (search looks in both). */
  tags: LocalizedText[];
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * What the public post lists (`GET /api/blog/posts`, `.../{slug}/related`) give per post: a blog card
 * and what /blog searches (title, excerpt, tags); `updatedAt` too, a sitemap's `lastmod`.
 */
export const BLOG_POST_SUMMARY_FIELDS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'category',
  'author',
  'date',
  'image',
  'tags',
  'updatedAt',
] as const satisfies readonly (keyof BlogPost)[];
export type BlogPostSummary = Pick<BlogPost, (typeof BLOG_POST_SUMMARY_FIELDS)[number]>;

export interface BlogCategory {
  id: BlogCategoryId;
  label: LocalizedText;
}

/**
 * The entities of spec §3 as they travel over the API. Dates are ISO-8601 strings.
 */
import type { BriefRequest } from './contracts/brief';
import type { JobRequest } from './contracts/job';
import type {
  ActivityType,
  ApplicationStatus,
  BlogCategoryId,
  BriefStatus,
  ProjectCategory,
  ServiceIcon,
  ServiceId,
  UserRole,
} from './enums';
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

/** A brief as sent (BriefRequest), with what the service adds. */
export interface ClientBrief extends BriefRequest {
  id: string;
  status: BriefStatus;
  submittedAt: string;
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

/** A job as the admin wrote it (JobRequest), with what the service adds. */
export interface Job extends JobRequest {
  id: string;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** How many applications this job has received. */
  applications: number;
  /** Always present in answers: null when the job has no closing date. */
  closesAt: string | null;
}

export interface JobApplication {
  id: string;
  jobId: string | null;
  name: string;
  email: string;
  phone?: string;
  position: string;
  experience: string;
  education: string;
  coverLetter?: string;
  resumeUrl: string;
  resumeName: string;
  /** What staff should know before opening the resume; absent when there is nothing to say. */
  resumeFlags?: ResumeFlag[];
  status: ApplicationStatus;
  submittedAt: string;
}

/**
 * A warning about an accepted resume: `pdf-open-action`, the PDF asks the viewer to do something when
 * it is opened (often harmless, e.g. go to page 1; scripts and launches are refused outright).
 */
export const RESUME_FLAGS = ['pdf-open-action'] as const;
export type ResumeFlag = (typeof RESUME_FLAGS)[number];

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  receivedAt: string;
}

export interface NewsletterSubscription {
  email: string;
  subscribedAt: string;
}

export interface StatSummary {
  total: number;
  change: number;
  isPositive: boolean;
}

export interface DashboardStats {
  blogPosts: StatSummary;
  jobApplications: StatSummary;
  clientBriefs: StatSummary;
}

/** What the admin dashboard's activity list shows. */
export const ACTIVITY_ACTIONS = [
  'submitted',
  'applied',
  'created',
  'published',
  'updated',
  'status-changed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export interface ActivityItem {
  id: string;
  type: ActivityType;
  /** A key the web translates (e.g. "New brief submitted"). */
  action: ActivityAction;
  /** Bilingual for content (a post's title); both languages equal for what people typed (a company name). */
  title: LocalizedText;
  description: LocalizedText;
  timestamp: string;
}

export interface AdminUser {
  email: string;
  role: UserRole;
}

export interface LoginResult {
  token: string;
  user: AdminUser;
}

export interface CreatedResult {
  success: true;
  id: string;
}

export interface HealthStatus {
  status: 'ok';
  service: string;
}

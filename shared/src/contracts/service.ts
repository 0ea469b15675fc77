/**
 * A service of the company's catalogue (/services and its pages): its closed id and icon sets, the
 * record, the summary `GET /api/services` lists, and the admin's edit with its limits.
 */
import type { LocalizedText } from '../localized-text';
import { SHORT_TEXT_MAX, type FieldLimits } from './text';

export const SERVICE_IDS = [
  'it-infrastructure',
  'telecommunications',
  'networking',
  'security-systems',
  'software-development',
  'consulting',
  'support',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export const SERVICE_ICONS = [
  'server',
  'phone',
  'network-wired',
  'shield-alt',
  'code',
  'comments',
  'headset',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

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

/**
 * PATCH /api/services/{id}: the whole service but its id, as the admin's editor sends it (every text in
 * both languages; the lists in display order). It replaces the stored service.
 */
export type ServiceRequest = Omit<Service, 'id'>;

/**
 * The longest image reference a catalogue item takes (a site path under /images/ or /media/, or an https URL), as
 * a post's image.
 */
export const CATALOGUE_IMAGE_MAX = 500;

/** Lengths; a bilingual field's limit holds for each language. */
export const SERVICE_LIMITS = {
  title: SHORT_TEXT_MAX,
  description: 1_000,
  image: CATALOGUE_IMAGE_MAX,
} as const satisfies FieldLimits<ServiceRequest>;

/** A feature line of a service (each language), and how many a service lists. */
export const SERVICE_FEATURE_MAX = SHORT_TEXT_MAX;
export const SERVICE_FEATURES_MAX = 12;

/** Steps of a service's process and their lengths (each language). */
export const SERVICE_PROCESS_MAX = 10;
export const PROCESS_STEP_LIMITS = {
  title: SHORT_TEXT_MAX,
  description: 1_000,
} as const satisfies FieldLimits<ProcessStep>;

/** A service's questions and answers, and their lengths (each language). */
export const SERVICE_FAQS_MAX = 20;
export const FAQ_LIMITS = {
  question: 300,
  answer: 2_000,
} as const satisfies FieldLimits<Faq>;

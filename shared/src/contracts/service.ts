/**
 * A service of the company's catalogue (/services and its pages): its closed id and icon sets, the
 * record, and the summary `GET /api/services` lists.
 */
import type { LocalizedText } from '../localized-text';

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

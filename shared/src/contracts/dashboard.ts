/** The admin dashboard: its figures (`stats.ts` computes them) and its list of recent activity. */
import type { LocalizedText } from '../localized-text';

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

export const ACTIVITY_TYPES = ['client_brief', 'blog', 'job', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

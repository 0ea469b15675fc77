/** The admin dashboard: its figures (`stats.ts` computes them) and its list of recent activity. */
import type { LocalizedText } from '../localized-text';
import type { ApplicationStatus } from './application';
import type { BriefStatus } from './brief';

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

/**
 * The staff member who made a change, as the service's audit log recorded them: the account id (the
 * panel names them from GET /api/auth/staff) and the email (shown when that list does not name them).
 */
export interface ActivityActor {
  id: string;
  email: string;
}

/** The status a `status-changed` item moved its record to: a brief's or an application's, by `type`. */
export type ActivityStatus = BriefStatus | ApplicationStatus;

export interface ActivityItem {
  id: string;
  type: ActivityType;
  /** A key the web translates (e.g. "New brief submitted"). */
  action: ActivityAction;
  /** Bilingual for content (a post's title); both languages equal for what people typed (a company name). */
  title: LocalizedText;
  description: LocalizedText;
  timestamp: string;
  /**
   * Who made the change, when a staff member did and the audit log says who. Absent for what visitors
   * sent (the description names the sender) and for changes the log has no entry of (the demo's
   * seeded posts).
   */
  actor?: ActivityActor;
  /** `status-changed` items only: the new status (a `client_brief`'s or a `job` application's). */
  status?: ActivityStatus;
  /** The record the item is about, so the panel can open it (`id` above is the list's key, not this). */
  record: ActivityRecord;
}

/** The kinds of record an activity item can name, each opened by its own admin screen. */
export const ACTIVITY_RECORD_KINDS = ['brief', 'message', 'application', 'post', 'job'] as const;
export type ActivityRecordKind = (typeof ACTIVITY_RECORD_KINDS)[number];

export interface ActivityRecord {
  kind: ActivityRecordKind;
  /** The record's own id (a brief's, a post's…), as its admin screen takes it in `?open=`. */
  id: string;
}

export const ACTIVITY_TYPES = ['client_brief', 'blog', 'job', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

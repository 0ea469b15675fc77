/**
 * The entities that visitors send and staff handle (briefs, jobs and applications, messages,
 * subscriptions), the dashboard's figures, and the admin session, as they travel over the API. Dates are
 * ISO-8601 strings.
 */
import type { ApplicationRequest } from './contracts/application';
import type { BriefRequest } from './contracts/brief';
import type { ContactMessageRequest } from './contracts/contact';
import type { JobRequest } from './contracts/job';
import type { SubscribeRequest } from './contracts/newsletter';
import type { ActivityType, ApplicationStatus, BriefStatus, UserRole } from './enums';
import type { LocalizedText } from './localized-text';

/** A brief as sent (BriefRequest), with what the service adds. */
export interface ClientBrief extends BriefRequest {
  id: string;
  status: BriefStatus;
  submittedAt: string;
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

/** An application as sent (ApplicationRequest's text fields), with its resume and what the service adds. */
export interface JobApplication extends Omit<ApplicationRequest, 'jobId'> {
  id: string;
  /** Always present in answers: null for a general application. */
  jobId: string | null;
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

/** A message as sent (ContactMessageRequest), with what the service adds. */
export interface ContactMessage extends ContactMessageRequest {
  id: string;
  receivedAt: string;
}

export interface NewsletterSubscription extends SubscribeRequest {
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

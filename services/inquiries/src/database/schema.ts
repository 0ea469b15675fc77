/**
 * The inquiries service's tables in its own PostgreSQL schema `inquiries`, as Kysely sees them: the
 * application names columns in camelCase, Kysely's CamelCasePlugin maps them to the snake_case the
 * migrations create. Enum columns are typed with the shared unions, so a row reads as the record's
 * own types and nothing casts a column; the columns are `text`, and only the service writes them.
 */
import type {
  BriefBudget,
  BriefStatus,
  BriefTimeline,
  ContactStatus,
  Language,
  NewsletterStatus,
  ProjectType,
} from '@madar/shared';
import type { AuditDb } from '@madar/shared/data';
import type { LeadNotesDb } from '@madar/shared/follow-up';
import type { MailDb } from '@madar/shared/mail';
import type { ColumnType } from 'kysely';

export const SCHEMA = 'inquiries';

/** A timestamptz column: read as a Date, written as a Date or ISO text, never updated. */
type CreatedAt = ColumnType<Date, Date | string, never>;
/** A timestamptz column set when something happens: read as a Date, written as a Date or ISO text. */
type Moment = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** A column the database computes. */
type Computed<T> = ColumnType<T, never, never>;

export interface BriefsTable {
  id: string;
  companyName: string;
  industry: string;
  contactName: string;
  email: string;
  phone: string | null;
  projectType: ProjectType;
  description: string;
  currentChallenges: string | null;
  goals: string;
  timeline: BriefTimeline | null;
  budget: BriefBudget | null;
  additionalInfo: string | null;
  status: BriefStatus;
  submittedAt: CreatedAt;
  searchText: Computed<string>;
  language: Language;
  assigneeId: string | null;
  assigneeName: string | null;
  assignedAt: Date | string | null;
  consentGivenAt: Date | string | null;
  consentVersion: string | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  receivedAt: CreatedAt;
  searchText: Computed<string>;
  status: ContactStatus;
  language: Language;
  assigneeId: string | null;
  assigneeName: string | null;
  assignedAt: Date | string | null;
  consentGivenAt: Date | string | null;
  consentVersion: string | null;
}

export interface NewsletterSubscriptionsTable {
  /** The key the panel and the signed links name a subscriber by (the email stays the primary key). */
  id: string;
  email: string;
  status: NewsletterStatus;
  language: Language;
  subscribedAt: CreatedAt;
  confirmedAt: Moment;
  unsubscribedAt: Moment;
  confirmationSentAt: Moment;
}

/** How many briefs have each status, kept by a trigger (migration 0002). */
export interface BriefCountsTable {
  status: BriefStatus;
  total: ColumnType<string, never, never>;
}

/**
 * With the audit log's table (`auditLog`, shared/src/data/audit-log.pg-store.ts), the outbox's
 * (`mails`, shared/src/mail/outbox.pg-store.ts) and the leads' notes (`leadNotes`,
 * shared/src/follow-up/notes.pg-store.ts).
 */
export interface InquiriesDb extends AuditDb, MailDb, LeadNotesDb {
  briefs: BriefsTable;
  briefCounts: BriefCountsTable;
  contactMessages: ContactMessagesTable;
  newsletterSubscriptions: NewsletterSubscriptionsTable;
}

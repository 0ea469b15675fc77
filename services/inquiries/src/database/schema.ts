/**
 * The inquiries service's tables in its own PostgreSQL schema `inquiries`, as Kysely sees them: the
 * application names columns in camelCase, Kysely's CamelCasePlugin maps them to the snake_case the
 * migrations create. Enum columns are typed with the shared unions, so a row reads as the record's
 * own types and nothing casts a column; the columns are `text`, and only the service writes them.
 */
import type { BriefBudget, BriefStatus, BriefTimeline, ProjectType } from '@madar/shared';
import type { AuditDb } from '@madar/shared/data';
import type { MailDb } from '@madar/shared/mail';
import type { ColumnType } from 'kysely';

export const SCHEMA = 'inquiries';

/** A timestamptz column: read as a Date, written as a Date or ISO text, never updated. */
type CreatedAt = ColumnType<Date, Date | string, never>;
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
}

export interface NewsletterSubscriptionsTable {
  email: string;
  subscribedAt: CreatedAt;
}

/** How many briefs have each status, kept by a trigger (migration 0002). */
export interface BriefCountsTable {
  status: BriefStatus;
  total: ColumnType<string, never, never>;
}

/**
 * With the audit log's table (`auditLog`, shared/src/data/audit-log.pg-store.ts) and the outbox's
 * (`mails`, shared/src/mail/outbox.pg-store.ts).
 */
export interface InquiriesDb extends AuditDb, MailDb {
  briefs: BriefsTable;
  briefCounts: BriefCountsTable;
  contactMessages: ContactMessagesTable;
  newsletterSubscriptions: NewsletterSubscriptionsTable;
}

/**
 * The inquiries service's tables in its own PostgreSQL schema `inquiries`, as Kysely sees them: the
 * application names columns in camelCase, Kysely's CamelCasePlugin maps them to the snake_case the
 * migrations create.
 */
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
  projectType: string;
  description: string;
  currentChallenges: string | null;
  goals: string;
  timeline: string | null;
  budget: string | null;
  additionalInfo: string | null;
  status: string;
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
  status: string;
  total: ColumnType<string, never, never>;
}

export interface InquiriesDb {
  briefs: BriefsTable;
  briefCounts: BriefCountsTable;
  contactMessages: ContactMessagesTable;
  newsletterSubscriptions: NewsletterSubscriptionsTable;
}

/**
 * The recruitment service's tables in its own PostgreSQL schema `recruitment`, as Kysely sees them: the
 * application names columns in camelCase, Kysely's CamelCasePlugin maps them to the snake_case the
 * migrations create. Enum columns are typed with the shared unions, so a row reads as the record's
 * own types and nothing casts a column; the columns are `text`, and only the service writes them.
 */
import type { ApplicationStatus, Language, LocalizedText, ResumeFlag } from '@madar/shared';
import type { AuditDb, PreviewsTable } from '@madar/shared/data';
import type { LeadNotesDb } from '@madar/shared/follow-up';
import type { MailDb } from '@madar/shared/mail';
import type { ColumnType } from 'kysely';

export const SCHEMA = 'recruitment';

/** A timestamptz column: read as a Date, written as a Date or ISO text, never updated. */
type CreatedAt = ColumnType<Date, Date | string, never>;
/** A timestamptz column the application may change. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/**
 * A jsonb column: read as parsed JSON, written as JSON text (node-postgres would turn a JavaScript array
 * into a Postgres array literal, so every jsonb value is stringified on the way in).
 */
type Json<T> = ColumnType<T, string, string>;
/** A column the database computes. */
type Computed<T> = ColumnType<T, never, never>;

export interface JobsTable {
  id: string;
  /** The current address; it and every earlier one are in `job_slugs` too (kept by a trigger). */
  slug: string;
  title: Json<LocalizedText>;
  department: Json<LocalizedText>;
  location: Json<LocalizedText>;
  type: Json<LocalizedText>;
  description: Json<LocalizedText>;
  responsibilities: Json<LocalizedText[]>;
  requirements: Json<LocalizedText[]>;
  published: boolean;
  publishedAt: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /**
   * A `date` (no time, no zone): written as `YYYY-MM-DD` text, read through `closes_at::text` (see
   * jobs.row.ts), never as node-postgres' Date at local midnight, which would shift the day.
   */
  closesAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** A draft's publication time; the scheduled task publishes it then and clears this (0010). */
  publishAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the task takes the job off the site (unpublishes it) and clears this (0010). */
  closeAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  /** Kept by triggers on the applications table. */
  applicationCount: Computed<number>;
  searchText: Computed<string>;
}

/** Every slug a job holds or has held (the primary key: one job each), dropped with the job. */
export interface JobSlugsTable {
  slug: ColumnType<string, never, never>;
  jobId: ColumnType<string, never, never>;
}

export interface ApplicationsTable {
  id: string;
  /** No foreign key: an application outlives a deleted job and keeps its id. */
  jobId: string | null;
  name: string;
  email: string;
  phone: string | null;
  position: string;
  experience: string;
  education: string;
  coverLetter: string | null;
  /** Warnings for staff about the resume; empty for most (the column's default). */
  resumeFlags: ColumnType<ResumeFlag[], ResumeFlag[] | undefined, never>;
  status: ApplicationStatus;
  submittedAt: CreatedAt;
  searchText: Computed<string>;
  /** The language of the page it was sent from (English for those kept before it was recorded). */
  language: Language;
  /** Who it is given to: all three set, or all three null. */
  assigneeId: string | null;
  assigneeName: string | null;
  assignedAt: Date | string | null;
  consentGivenAt: Date | string | null;
  consentVersion: string | null;
}

/** One resume per application, deleted with it (ON DELETE CASCADE). */
export interface ResumesTable {
  applicationId: string;
  content: ColumnType<Buffer, Buffer, never>;
  contentType: ColumnType<string, string, never>;
  /** The sanitised name the applicant uploaded it under, which the admin downloads it as. */
  downloadName: ColumnType<string, string, never>;
  size: ColumnType<number, number, never>;
}

/**
 * With the audit log's table (`auditLog`, shared/src/data/audit-log.pg-store.ts), the outbox's
 * (`mails`, shared/src/mail/outbox.pg-store.ts) and the leads' notes (`leadNotes`,
 * shared/src/follow-up/notes.pg-store.ts).
 */
export interface RecruitmentDb extends AuditDb, MailDb, LeadNotesDb {
  jobs: JobsTable;
  jobSlugs: JobSlugsTable;
  applications: ApplicationsTable;
  resumes: ResumesTable;
  /**
   * Job previews (migration 0012, shared/src/data/previews.pg-store.ts): the public job page's data for
   * an unsaved job, found by the SHA-256 of its token, never the token.
   */
  jobPreviews: PreviewsTable;
}

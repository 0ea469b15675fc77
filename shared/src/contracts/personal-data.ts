/**
 * Privacy requests: what one person (by email address) may ask of every service that keeps data about
 * them. POST /api/<service>/personal-data/export answers everything the service holds about the
 * address; POST /api/<service>/personal-data/erase removes it and says how much went. Owners only, and a
 * POST so the address travels in the body and never lands in an access log.
 */
import type { AuditEntry } from './audit';

/** The person's address: a plain email of at most EMAIL_MAX characters, as every form takes it. */
export interface PersonalDataRequest {
  email: string;
}

/** What replaces a person's values in the audit entries kept after an erasure. */
export const ERASED_VALUE = '[erased]';

/** A mail of the service's outbox sent to the address (or about one of the person's records). */
export interface PersonalDataMail {
  id: string;
  record: { type: string; id: string };
  purpose: string;
  to: string;
  subject: string;
  text: string;
  language: string;
  state: string;
  createdAt: string;
  sentAt?: string;
}

/** A note (or the words of a reply) staff wrote on one of the person's records. */
export interface PersonalDataNote {
  record: { type: string; id: string };
  id: string;
  text: string;
  author: { id: string; name: string };
  createdAt: string;
}

/**
 * One service's export. `records` holds the person's records by kind (`briefs`, `applications`, …;
 * empty when the service keeps none), each kind a list of the records as stored; `notes`, `mails` and
 * `audit` what goes with them.
 */
export interface PersonalDataExport {
  service: string;
  /** The address as asked, lower-cased: every match ignores case. */
  email: string;
  exportedAt: string;
  records: Record<string, Record<string, unknown>[]>;
  notes: PersonalDataNote[];
  mails: PersonalDataMail[];
  audit: AuditEntry[];
}

/**
 * What an erasure removed, by kind: the record kinds (`briefs`, `applications`, `resumes`, …), `notes`,
 * `mails`, and `auditEntries`, the earlier audit entries whose values about the person were replaced by
 * ERASED_VALUE (those entries stay, so the log keeps that the changes happened).
 */
export interface PersonalDataErasure {
  erased: Record<string, number>;
}

/**
 * The mails a record sends (a brief's, a contact message's, an application's) as staff see them on the
 * record: whom each went to and why, its state in the outbox (queued until the mail server takes it,
 * sent, or failed once every retry is spent, with the last error), and the resend.
 */
import type { Language } from '../languages';
import type { StaffRef } from './follow-up';

/** queued: waiting for its first or next attempt; sent: the mail server took it; failed: retries spent. */
export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * team: the notification to the team address of the record's kind; confirmation: to the sender; reply:
 * a staff member's answer to the sender, written on the record; assignment: the notice to the person a
 * lead was given to.
 */
export const MAIL_PURPOSES = ['team', 'confirmation', 'reply', 'assignment'] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

/** The records that send mail (the audit log's names for them). */
export const MAIL_RECORD_TYPES = [
  'brief',
  'contact_message',
  'application',
  'newsletter_subscriber',
] as const;
export type MailRecordType = (typeof MAIL_RECORD_TYPES)[number];

/** One mail of a record: GET /api/briefs/:id/mails (and contact, applications) answers a list of them. */
export interface MailSummary {
  id: string;
  purpose: MailPurpose;
  to: string;
  subject: string;
  language: Language;
  state: MailState;
  /** Attempts made so far (a resend starts a new round of retries but keeps counting). */
  attempts: number;
  /** The mail server's (or the connection's) last refusal, while queued again or once failed. */
  lastError?: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, once sent. */
  sentAt?: string;
  /** A reply's text as its author wrote it (replies only: the other mails are built from the record). */
  text?: string;
  /** Who sent a reply, as named then. */
  sentBy?: StaffRef;
}

/** GET …/:id/mails. */
export interface MailList {
  items: MailSummary[];
}

/**
 * What every public submission (a brief, a contact message, an application) may add: the language of
 * the page it was sent from, a code of the languages table, so the sender's confirmation is in it.
 * English (the default language) when absent.
 */
export interface SubmissionLanguage {
  language?: Language;
}

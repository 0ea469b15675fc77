/**
 * Follow-up on a lead (a client brief, a job application, a contact message), the same shapes under
 * each kind's path, served by the service that owns the lead: `/api/briefs/:id/…`,
 * `/api/applications/:id/…`, `/api/contact/:id/…`. Staff keep internal notes, give the lead to one of
 * the people who may see its kind, answer the sender by email from the record (sent through the
 * outbox, kept in the record's thread with its state) and change or delete many leads at once.
 */
import type { Language } from '../languages';
import type { MailRecordType, MailSummary } from './mail';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, type FieldLimits } from './text';

/** The kinds of lead, by the audit log's (and the outbox's) names (a newsletter subscriber is none). */
export type LeadKind = Extract<MailRecordType, 'brief' | 'contact_message' | 'application'>;

/** Who wrote a note or sent a reply: kept as they were named then, so a deleted account's work keeps its name. */
export interface StaffRef {
  id: string;
  name: string;
}

/** POST /api/<kind>/:id/notes → 201 with the note. */
export interface NoteRequest {
  text: string;
}

export const NOTE_LIMITS = {
  text: LONG_TEXT_MAX,
} as const satisfies FieldLimits<NoteRequest>;

/** An internal note: staff only, never mailed, never shown to the sender. */
export interface LeadNote {
  id: string;
  text: string;
  author: StaffRef;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * PATCH /api/<kind>/:id/assignee → 200 with the lead. `null` unassigns. The assignee is an active
 * account whose role may see the kind (auth's staff directory says so); the new assignee gets a mail.
 */
export interface AssigneeRequest {
  assigneeId: string | null;
}

/** The person a lead is given to, on the record (lists show it; `?assignee=me` filters by it). */
export interface LeadAssignee extends StaffRef {
  /** ISO 8601. */
  assignedAt: string;
}

/**
 * The admin lists' assignee filter: `me` (the signed-in person), `none` (unassigned) or an account's id.
 */
export const ASSIGNEE_FILTER_KEYWORDS = ['me', 'none'] as const;

/** POST /api/<kind>/:id/replies → 202 with the queued mail (purpose `reply`). */
export interface ReplyRequest {
  subject: string;
  body: string;
}

export const REPLY_LIMITS = {
  subject: SHORT_TEXT_MAX,
  body: LONG_TEXT_MAX * 2,
} as const satisfies FieldLimits<ReplyRequest>;

/**
 * What every lead record adds to its noun's fields (ClientBrief, JobApplication, ContactMessage), in
 * lists and on its own: the language of the page it was sent from (English for leads kept before it
 * was recorded), which replies and templates use, and its assignee, absent while nobody has it.
 */
export interface LeadFields {
  language: Language;
  assignee?: LeadAssignee;
}

/**
 * GET /api/<kind>/:id: the lead with its follow-up, newest note last. `thread` is every mail of the
 * record, oldest first (the team's notice, the sender's confirmation, the replies with their text and
 * who sent them, the assignee's notices), each with its state in the outbox.
 */
export interface LeadFollowUp {
  notes: LeadNote[];
  thread: MailSummary[];
}

export type LeadDetail<Lead> = Lead & LeadFollowUp;

/** POST /api/<kind>/bulk: one status for many leads, or many deleted, after one confirmation. */
export const BULK_ACTIONS = ['status', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** At most this many ids in one bulk request (an admin list's largest page). */
export const BULK_MAX_IDS = 100;

export interface BulkRequest<Status extends string = string> {
  ids: string[];
  action: BulkAction;
  /** Required with `status`, refused with `delete`. */
  status?: Status;
}

/**
 * 200: how many leads changed. Ids that match no lead are skipped, not refused (another person may
 * have deleted one meanwhile); every change is audited as if made one by one.
 */
export type BulkResult = { updated: number } | { deleted: number };

/** A reply prefilled from a template, in the sender's language, for staff to edit before sending. */
export interface ReplyDraft extends ReplyRequest {
  language: Language;
}

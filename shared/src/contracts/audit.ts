/**
 * The audit log: who did what to which record, when and from where. Each service records the admin
 * writes to the data it owns in the same transaction as the change, and serves its own log at
 * GET /api/<service>/audit (owners only); the panel merges the services' logs by time. Nobody edits or
 * deletes an entry through the API; entries older than the retention period are purged.
 */

/**
 * What was done. `create`, `update`, `status` (a change of status and nothing else) and `delete` change
 * a record; `export` (a CSV of a list) and `download` (a resume) only read, and are recorded all the same.
 * The rest are auth's, each about one staff account: a sign-in (`sign_in`, after the second step when
 * the account has one), a refused one (`sign_in_failed`: a wrong password or code, an unknown email, a
 * disabled account), sessions ended (`sign_out`: one's own, or everywhere, by the person or an owner),
 * a new password (`password_change`: by the person, with the old one or a set-password link; never the
 * password itself), two-step turned on or off by the person, or reset by an owner.
 * A lead's follow-up (a brief, a contact message, an application) adds `note` (an internal note
 * written), `assign` (the lead given to someone, or taken back), `reply` (a mail to the sender written
 * on the record) and `mail_resend` (one of the record's mails queued again).
 * A privacy request adds `erase`: everything a service kept about one email address removed, recorded
 * on `personal_data` with the address's SHA-256 only (the address itself is what was erased); an
 * export of a person's data is an `export` on `personal_data` alike.
 * The retention job adds `purge` (actor `system`): the records of one kind past their retention period
 * deleted with their notes, mails and resumes, counted in `details` (no record's fields, id null).
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'status',
  'delete',
  'export',
  'download',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_change',
  'two_step_on',
  'two_step_off',
  'two_step_reset',
  'note',
  'assign',
  'reply',
  'mail_resend',
  'erase',
  'purge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record entries name, each owned by one service. */
export const AUDIT_ENTITY_TYPES = [
  // content: a post, and the catalogue's items staff edit
  'post',
  'service',
  'project',
  'testimonial',
  'statistic',
  'team_member',
  'timeline_entry',
  // content: the company profile, a record there is one of (id null)
  'company_profile',
  // recruitment
  'job',
  'application',
  // inquiries
  'brief',
  'contact_message',
  'newsletter_subscriber',
  // auth: a staff account (its fields, sign-ins, sessions, password, two-step) and the two-step policy
  'account',
  'two_step_policy',
  // every service: a privacy request about one person (id null: the entry names no record)
  'personal_data',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Some of a record's fields, as JSON: only the changed ones for an update, all for a create or delete. */
export type AuditFields = Record<string, unknown>;

export interface AuditActor {
  /**
   * The staff account's id, from the verified token. Empty for a refused sign-in's password step:
   * nobody was verified, and `email` is then the address that was tried.
   */
  id: string;
  email: string;
}

export interface AuditEntry {
  /** Unique within the service's log; entries sort by `at`, then by `id` as a number. */
  id: string;
  /** When, ISO 8601 UTC with milliseconds. */
  at: string;
  actor: AuditActor;
  /** From where: the client address as the service sees it (behind the gateway, its X-Forwarded-For). */
  address: string;
  /**
   * The record: its kind and id. `id` is null for a read of many records (an export), for a record
   * there is one of (the two-step policy), and for a refused sign-in with an email no account has.
   */
  entity: { type: AuditEntityType; id: string | null };
  action: AuditAction;
  /** The fields before the change (null for a create or a read). */
  before: AuditFields | null;
  /** The fields after the change (null for a delete or a read). */
  after: AuditFields | null;
  /** What a read covered: an export's filter, a downloaded file's name. Null for a change. */
  details: AuditFields | null;
}

export const AUDIT_QUERY_LIMITS = {
  /** Entries a page holds unless `limit` says otherwise. */
  defaultLimit: 50,
  maxLimit: 200,
  /** `actor=` is an id or an email: as long as an email may be. */
  actor: 320,
} as const;

/**
 * GET /api/<service>/audit. `before`: entries older than this, either an ISO 8601 time (the panel
 * merging the services' logs pages each by time) or the `next` of a previous page (`<time>~<id>`, which
 * resumes exactly after that page's last entry). `actor`: an account id or an email. `entity`: a kind
 * (`brief`) or one record (`brief:<id>`).
 */
export interface AuditQuery {
  before?: string;
  limit?: number;
  actor?: string;
  entity?: string;
  action?: AuditAction;
}

/** The answer: newest first; `next` present when older entries may follow (pass it as `before`). */
export interface AuditPage {
  items: AuditEntry[];
  next?: string;
}

/** `before` as sent: an ISO time with an optional `~<id>` resuming after that entry. */
export const AUDIT_CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2}))(?:~(\d{1,18}))?$/;

/** Whether `before` is a cursor the log can use: its form, and a time that exists. */
export function isAuditCursor(value: string): boolean {
  const time = AUDIT_CURSOR_PATTERN.exec(value)?.[1];
  return time !== undefined && !Number.isNaN(Date.parse(time));
}

/** `entity` as sent: a kind, or a kind and a record id. */
export const AUDIT_ENTITY_PATTERN = new RegExp(`^(${AUDIT_ENTITY_TYPES.join('|')})(?::([^\\s:]{1,200}))?$`);

/** How long entries are kept unless AUDIT_RETENTION_DAYS says otherwise. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

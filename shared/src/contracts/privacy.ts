/**
 * What the public forms ask before they send and how long what they send is kept: the consent a
 * brief, a contact message or an application may carry (its text's version and when it was given),
 * and the retention periods the services purge by and publish for the privacy page and the forms.
 */

/**
 * The version of the consent paragraph the forms show (translation files `consent.*`). Change it with
 * the paragraph's meaning, so a record says which words its sender agreed to. The service stamps it
 * when `consent: true` arrives: the form and the API are built from this one constant, and a version
 * taken from the request would be whatever a client claims.
 */
export const CONSENT_TEXT_VERSION = '2026-11';

/** What a record keeps of its sender's consent; absent on records sent without one (older clients). */
export interface ConsentGiven {
  /** ISO 8601, the service's clock when the record arrived. */
  consentGivenAt?: string;
  /** CONSENT_TEXT_VERSION at that time. */
  consentVersion?: string;
}

/** What a public form sends beside its fields: optional, and only `true` is accepted when present. */
export interface ConsentRequest {
  consent?: boolean;
}

/**
 * Days a record is kept after it was sent, unless RETENTION_*_DAYS say otherwise (0: kept for ever).
 * A hiring decision and a later question about it fit in a year; a brief or a message may lead to a
 * project that starts, or is asked about again, in the following year, hence two.
 */
export const DEFAULT_RETENTION_DAYS = {
  applications: 365,
  briefs: 730,
  messages: 730,
} as const;

/** GET /api/inquiries/retention. 0: kept until deleted by staff. */
export interface InquiriesRetention {
  briefsDays: number;
  messagesDays: number;
}

/** GET /api/recruitment/retention. 0: kept until deleted by staff. */
export interface RecruitmentRetention {
  applicationsDays: number;
}

/** What the privacy page and the forms state: every period, in days. */
export type RetentionPeriods = InquiriesRetention & RecruitmentRetention;

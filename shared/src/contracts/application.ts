/**
 * A job application (docs/product.md#job-application): its statuses with their labels (for the CSV
 * export), POST /api/applications (multipart: the text fields, the resume's size and types), the record
 * with its resume, the admin list's sort fields and the status change.
 */
import type { LocalizedText } from '../localized-text';
import type { LeadFields } from './follow-up';
import type { ConsentGiven, ConsentRequest } from './privacy';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, type FieldLimits } from './text';

export const APPLICATION_STATUSES = ['new', 'in-review', 'interview', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The form's text fields; the resume travels beside them as the `resume` file part. */
export interface ApplicationRequest extends ConsentRequest {
  name: string;
  email: string;
  phone?: string;
  position: string;
  experience: string;
  education: string;
  coverLetter?: string;
  /** The published job applied to; left out for a general application. */
  jobId?: string;
}

export const APPLICATION_LIMITS = {
  name: SHORT_TEXT_MAX,
  position: SHORT_TEXT_MAX,
  experience: LONG_TEXT_MAX,
  education: LONG_TEXT_MAX,
  coverLetter: LONG_TEXT_MAX,
} as const satisfies FieldLimits<ApplicationRequest>;

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** The resume types accepted, by file extension: the service judges the bytes, the web the name. */
export const RESUME_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
} as const;

export type ResumeExtension = keyof typeof RESUME_TYPES;

// Derived values are computed in pure-annotated calls: a bundle that does not use them drops them, so
// the web's public entry does not carry what only the careers page needs.
export const RESUME_EXTENSIONS = /* @__PURE__ */ (() =>
  (Object.keys(RESUME_TYPES) as ResumeExtension[]).map((extension) => `.${extension}` as const))();

export const RESUME_MIME_TYPES: readonly string[] = /* @__PURE__ */ (() => Object.values(RESUME_TYPES))();

/** A file input's `accept`: the extensions and the MIME types. */
export const RESUME_ACCEPT = /* @__PURE__ */ (() => [...RESUME_EXTENSIONS, ...RESUME_MIME_TYPES].join(','))();

/**
 * An application as sent (ApplicationRequest's text fields), with its resume, what the service adds
 * (the consent it was sent with, when given) and its follow-up fields (the language of the page it was
 * sent from, its assignee).
 */
export interface JobApplication
  extends Omit<ApplicationRequest, 'jobId' | 'consent'>, LeadFields, ConsentGiven {
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

export const APPLICATION_SORT_FIELDS = ['submittedAt', 'name', 'position', 'status'] as const;
export type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];
export const APPLICATION_DEFAULT_SORT = 'submittedAt:desc' as const;

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, LocalizedText> = {
  new: { en: 'New', ar: 'جديد' },
  'in-review': { en: 'In Review', ar: 'قيد المراجعة' },
  interview: { en: 'Interview', ar: 'مقابلة' },
  accepted: { en: 'Accepted', ar: 'مقبول' },
  rejected: { en: 'Rejected', ar: 'مرفوض' },
};

/** PATCH /api/applications/:id/status. */
export interface ApplicationStatusRequest {
  status: ApplicationStatus;
}

/**
 * The mails the panel offers an applicant after a status change, in the applicant's language, edited
 * before sending: GET /api/applications/:id/reply-templates/:template answers a ReplyDraft, sent with
 * POST /api/applications/:id/replies.
 */
export const APPLICATION_REPLY_TEMPLATES = ['interview', 'rejection', 'offer'] as const;
export type ApplicationReplyTemplate = (typeof APPLICATION_REPLY_TEMPLATES)[number];

/** The status change that suggests each template. */
export const REPLY_TEMPLATE_FOR_STATUS: Partial<Record<ApplicationStatus, ApplicationReplyTemplate>> = {
  interview: 'interview',
  rejected: 'rejection',
  accepted: 'offer',
};

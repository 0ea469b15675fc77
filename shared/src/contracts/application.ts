/**
 * POST /api/applications (multipart): the text fields, the resume's size and types
 * (docs/product.md#job-application), and the admin's status change of an application.
 */
import type { ApplicationStatus } from '../enums';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, type FieldLimits } from './text';

/** The form's text fields; the resume travels beside them as the `resume` file part. */
export interface ApplicationRequest {
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

/** PATCH /api/applications/:id/status. */
export interface ApplicationStatusRequest {
  status: ApplicationStatus;
}

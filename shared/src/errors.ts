/**
 * The error envelope every service answers with, and the stable codes the web maps to translated
 * messages. A code never changes meaning; add a new one instead.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION.FAILED',
  MALFORMED_JSON: 'REQUEST.MALFORMED_JSON',
  PAYLOAD_TOO_LARGE: 'REQUEST.PAYLOAD_TOO_LARGE',
  ROUTE_NOT_FOUND: 'ROUTE.NOT_FOUND',
  METHOD_NOT_ALLOWED: 'ROUTE.METHOD_NOT_ALLOWED',
  THROTTLED: 'REQUEST.THROTTLED',
  /**
   * 403 on a public submission route: the browser says another site's page sent it (Sec-Fetch-Site, or
   * an Origin other than the site's); nothing was stored or counted.
   */
  CROSS_SITE: 'REQUEST.CROSS_SITE',
  /** 415: the body's media type is not one the route takes (JSON, or multipart for an application). */
  UNSUPPORTED_MEDIA_TYPE: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  INTERNAL: 'SERVER.INTERNAL',
  UPSTREAM_UNAVAILABLE: 'GATEWAY.UPSTREAM_UNAVAILABLE',
  UPSTREAM_TIMEOUT: 'GATEWAY.UPSTREAM_TIMEOUT',
  /** Memory mode: the store's byte cap is reached; the submission was not stored. */
  STORAGE_FULL: 'STORAGE.FULL',
  /** The database (or Redis) cannot be reached right now; nothing was stored. */
  STORAGE_UNAVAILABLE: 'STORAGE.UNAVAILABLE',

  AUTH_INVALID_CREDENTIALS: 'AUTH.INVALID_CREDENTIALS',
  AUTH_TOKEN_MISSING: 'AUTH.TOKEN_MISSING',
  AUTH_TOKEN_INVALID: 'AUTH.TOKEN_INVALID',
  /** The token could not be checked (auth's public keys unreachable): retry, do not sign out. */
  AUTH_UNAVAILABLE: 'AUTH.UNAVAILABLE',
  /** 403: a valid staff token whose role does not hold the route's area (see STAFF_AREAS). */
  AUTH_FORBIDDEN: 'AUTH.FORBIDDEN',

  /** 404: no staff account with this id. */
  ACCOUNT_NOT_FOUND: 'ACCOUNT.NOT_FOUND',
  /** 409: another account already signs in with this email (compared without case). */
  ACCOUNT_EMAIL_TAKEN: 'ACCOUNT.EMAIL_TAKEN',
  /** 409: the change would leave no active owner (disabling, deleting or demoting the last one). */
  ACCOUNT_LAST_OWNER: 'ACCOUNT.LAST_OWNER',
  /** 400: the set-password link is unknown, used already or expired; an owner can issue a new one. */
  ACCOUNT_LINK_INVALID: 'ACCOUNT.LINK_INVALID',
  /** 400: the current password given with a password change is wrong (not a 401: the session stays). */
  ACCOUNT_WRONG_PASSWORD: 'ACCOUNT.WRONG_PASSWORD',
  /**
   * The one-time code (or recovery code) is wrong, was used already or is out of its time: 401 at the
   * sign-in's second step, 400 when confirming an enrolment (the session stays).
   */
  TWO_STEP_INVALID_CODE: 'TWO_STEP.INVALID_CODE',
  /** 401: the sign-in's challenge is malformed or expired: sign in again from the password. */
  TWO_STEP_CHALLENGE_INVALID: 'TWO_STEP.CHALLENGE_INVALID',
  /** 409: two-step is on already (turn it off first to enrol another app). */
  TWO_STEP_ALREADY_ON: 'TWO_STEP.ALREADY_ON',
  /** 409: a confirmation without an enrolment started. */
  TWO_STEP_NOT_STARTED: 'TWO_STEP.NOT_STARTED',

  SERVICE_NOT_FOUND: 'SERVICE.NOT_FOUND',
  PROJECT_NOT_FOUND: 'PROJECT.NOT_FOUND',
  TESTIMONIAL_NOT_FOUND: 'TESTIMONIAL.NOT_FOUND',
  STATISTIC_NOT_FOUND: 'STATISTIC.NOT_FOUND',
  TEAM_MEMBER_NOT_FOUND: 'TEAM_MEMBER.NOT_FOUND',
  /** 404: no milestone of the timeline has this year. */
  TIMELINE_ENTRY_NOT_FOUND: 'TIMELINE_ENTRY.NOT_FOUND',
  POST_NOT_FOUND: 'POST.NOT_FOUND',
  POST_SLUG_TAKEN: 'POST.SLUG_TAKEN',
  /** 400: a post's scheduledAt is not ahead of now (or is set on a published post); nothing changed. */
  POST_SCHEDULE_IN_PAST: 'POST.SCHEDULE_IN_PAST',
  /** 404: no preview has this token, or it has expired (or the token is not one the service issues). */
  PREVIEW_NOT_FOUND: 'PREVIEW.NOT_FOUND',
  JOB_NOT_FOUND: 'JOB.NOT_FOUND',
  /** 400: a job's publishAt or closeAt is not ahead of now; nothing changed. */
  JOB_SCHEDULE_IN_PAST: 'JOB.SCHEDULE_IN_PAST',
  /** 400: a job's closeAt is not after its publishAt; nothing changed. */
  JOB_CLOSE_BEFORE_PUBLISH: 'JOB.CLOSE_BEFORE_PUBLISH',
  APPLICATION_NOT_FOUND: 'APPLICATION.NOT_FOUND',
  RESUME_MISSING: 'APPLICATION.RESUME_MISSING',
  RESUME_TOO_LARGE: 'APPLICATION.RESUME_TOO_LARGE',
  RESUME_TYPE: 'APPLICATION.RESUME_TYPE',
  /** 409: the job's closing date is past (in Africa/Tripoli); the application was not stored. */
  JOB_CLOSED: 'APPLICATION.JOB_CLOSED',
  /**
   * 422: a PDF or Word file refused for what it holds (macros, scripts, a zip bomb, or content that could
   * not be inspected); `details` is one `{ field: 'resume', rule }` naming why (see UnsafeFileRule).
   */
  UPLOAD_UNSAFE_FILE: 'UPLOAD.UNSAFE_FILE',
  BRIEF_NOT_FOUND: 'BRIEF.NOT_FOUND',
  CONTACT_NOT_FOUND: 'CONTACT.NOT_FOUND',
  /** 404: no newsletter subscriber with this id. */
  NEWSLETTER_SUBSCRIBER_NOT_FOUND: 'NEWSLETTER.SUBSCRIBER_NOT_FOUND',
  /**
   * 400: a newsletter link's token is malformed, altered, forged or signed for another purpose (a
   * confirm token used to unsubscribe); nothing was changed.
   */
  NEWSLETTER_TOKEN_INVALID: 'NEWSLETTER.TOKEN_INVALID',
  /** 404: the record has no mail with this id (GET …/:id/mails lists them). */
  MAIL_NOT_FOUND: 'MAIL.NOT_FOUND',
  /** 404: the record has no version with this id (GET …/:id/versions lists them). */
  VERSION_NOT_FOUND: 'VERSION.NOT_FOUND',
  /**
   * 400: the account a lead is given to is not an active staff member whose role may see the lead's
   * kind (unknown, disabled or deleted, or a role without the area).
   */
  LEAD_ASSIGNEE_INVALID: 'LEAD.ASSIGNEE_INVALID',
  /**
   * 409: a staff account signs in with the address to erase; an owner deletes the account first (the
   * accounts screen, which keeps the last owner and ends its sessions), then erases what is left.
   */
  PERSONAL_DATA_STAFF_ACCOUNT: 'PERSONAL_DATA.STAFF_ACCOUNT',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Why an upload of an accepted type was refused (UPLOAD.UNSAFE_FILE's `details[0].rule`). */
export const UNSAFE_FILE_RULES = [
  'macros',
  'inflatedSize',
  'compressionRatio',
  'scripts',
  'unreadable',
  /** More time or memory to check than any resume needs (a file built to be costly to inspect). */
  'inspectionBudget',
  /** An XFA form (a PDF's XML form layer) that carries a script. */
  'xfaScript',
  /** A Word part fetched from outside the file: an attached template, an OLE object, a frame. */
  'externalRelationship',
] as const;
export type UnsafeFileRule = (typeof UNSAFE_FILE_RULES)[number];

export * from './error-envelope';

/** Reason phrases for the statuses the API uses, so every producer spells them alike. */
export const STATUS_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

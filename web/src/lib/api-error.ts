import { isErrorEnvelope, isValidationDetail, type ValidationDetail } from '@madar/shared';

/** Codes the client produces itself, when no server envelope is available. */
export const CLIENT_ERROR_CODES = {
  NETWORK: 'CLIENT.NETWORK',
  UNEXPECTED_RESPONSE: 'CLIENT.UNEXPECTED_RESPONSE',
} as const;

/** 403: the signed-in role does not hold the area of the route asked . */
// ERROR_CODES.AUTH_FORBIDDEN, written out: this module is in every public page's first load, and the
// whole table of codes is not.
export const FORBIDDEN_CODE = 'AUTH.FORBIDDEN';

/** Every failed API call surfaces as this one typed value; screens pick a translated message by `code`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The failed rules of a validation failure, as data (translated by components/form). */
    readonly details: readonly ValidationDetail[] = [],
    /** The parsed body of an answer that was not an error envelope (e.g. a readiness report). */
    readonly body?: unknown,
    /** A 429's Retry-After in seconds, when the server sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Builds the error from a non-2xx response body (already parsed, or undefined when it was not JSON). */
  static fromResponse(
    status: number,
    statusText: string,
    body: unknown,
    retryAfter?: string | null,
  ): ApiError {
    if (isErrorEnvelope(body)) {
      const details = Array.isArray(body.details) ? body.details.filter(isValidationDetail) : [];
      const message = Array.isArray(body.message) ? body.message.join('; ') : body.message;
      return new ApiError(
        body.statusCode || status,
        body.code,
        message,
        details,
        undefined,
        retryAfterSeconds(retryAfter),
      );
    }
    return new ApiError(
      status,
      `HTTP.${status}`,
      statusText || `Request failed with status ${status}`,
      [],
      body,
    );
  }
}

/** Retry-After as delay-seconds (the form the services send); anything else is ignored. */
function retryAfterSeconds(header: string | null | undefined): number | undefined {
  return header && /^\d+$/.test(header.trim()) ? Number(header.trim()) : undefined;
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Whether the server refused the request for the signed-in role (403 AUTH.FORBIDDEN). */
export function isForbidden(value: unknown): boolean {
  return isApiError(value) && value.code === FORBIDDEN_CODE;
}

/**
 * A small typed error carrying a stable code (see ERROR_CODES). Services throw these; the global
 * filter turns them into the contract's envelope.
 */
import { HttpException } from '@nestjs/common';
import { ERROR_CODES, STATUS_PHRASES, type ErrorCode, type ValidationDetail } from '../errors';

export class AppError extends HttpException {
  constructor(
    status: number,
    readonly code: string,
    message: string | string[],
    /** A validation failure's problems as data (see ValidationDetail). */
    readonly details?: ValidationDetail[],
  ) {
    super(
      {
        statusCode: status,
        code,
        message,
        error: STATUS_PHRASES[status] ?? 'Error',
        ...(details !== undefined && { details }),
      },
      status,
    );
  }
}

export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
/** A 400 `VALIDATION.FAILED`; give `details` whenever the problems name fields, so screens can place them. */
export const badRequest = (message: string | string[], details?: ValidationDetail[]) =>
  new AppError(400, ERROR_CODES.VALIDATION_FAILED, message, details);
export const unauthorized = (code: ErrorCode, message: string) => new AppError(401, code, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

/** A 429 `REQUEST.THROTTLED`; the error filter sends `retryAfterSeconds` as the Retry-After header. */
export class ThrottledError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ERROR_CODES.THROTTLED, message);
  }
}

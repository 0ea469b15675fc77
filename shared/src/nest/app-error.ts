/**
 * A small typed error carrying a stable code (see ERROR_CODES). Services throw these; the global
 * filter turns them into the contract's envelope.
 */
import { HttpException } from '@nestjs/common';
import { ERROR_CODES, STATUS_PHRASES, type ErrorCode } from '../errors';

export class AppError extends HttpException {
  constructor(
    status: number,
    readonly code: string,
    message: string | string[],
  ) {
    super({ statusCode: status, code, message, error: STATUS_PHRASES[status] ?? 'Error' }, status);
  }
}

export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
export const badRequest = (message: string | string[]) =>
  new AppError(400, ERROR_CODES.VALIDATION_FAILED, message);
export const unauthorized = (code: ErrorCode, message: string) => new AppError(401, code, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

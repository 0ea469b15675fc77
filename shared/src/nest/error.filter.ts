/**
 * The one global exception filter of every service: whatever was thrown, the client receives the
 * contract's envelope `{ statusCode, code, message, error }` (plus `details` for a validation failure
 * that names its fields, and `requestId`, the id of the request in the logs) and never a stack trace. Client errors
 * raised below Nest (body-parser's malformed JSON, oversized bodies) keep their 4xx status.
 */
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { isStorageUnavailableError, isUnstorableTextError, storageUnavailable } from '../data/storage-errors';
import { ERROR_CODES, isValidationDetail, STATUS_PHRASES, type ErrorEnvelope } from '../errors';
import { requestIdForCaller } from '../metrics/request-context';
import { ThrottledError } from './app-error';

const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: ERROR_CODES.VALIDATION_FAILED,
  401: ERROR_CODES.AUTH_TOKEN_INVALID,
  404: ERROR_CODES.ROUTE_NOT_FOUND,
  405: ERROR_CODES.METHOD_NOT_ALLOWED,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  // body-parser's refusal of a charset or content encoding it cannot read.
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  429: ERROR_CODES.THROTTLED,
};

interface HttpErrorLike {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  expose?: unknown;
  message?: unknown;
}

export function toEnvelope(exception: unknown): ErrorEnvelope {
  if (isStorageUnavailableError(exception)) return toEnvelope(storageUnavailable());
  if (isUnstorableTextError(exception)) {
    return envelope(
      400,
      ERROR_CODES.VALIDATION_FAILED,
      'The request holds text that cannot be stored (a NUL character)',
    );
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const body = exception.getResponse();
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const message = fields.message ?? (typeof body === 'string' ? body : exception.message);
    const result = envelope(status, typeof fields.code === 'string' ? fields.code : undefined, message);
    if (Array.isArray(fields.details)) result.details = fields.details.filter(isValidationDetail);
    return result;
  }
  const err = (typeof exception === 'object' && exception !== null ? exception : {}) as HttpErrorLike;
  const status = typeof err.status === 'number' ? err.status : err.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (err.type === 'entity.parse.failed') {
      return envelope(400, ERROR_CODES.MALFORMED_JSON, 'The request body is not valid JSON');
    }
    if (err.type === 'entity.too.large') {
      return envelope(413, ERROR_CODES.PAYLOAD_TOO_LARGE, 'The request body is too large');
    }
    return envelope(status, undefined, err.expose === true ? err.message : STATUS_PHRASES[status]);
  }
  return envelope(500, ERROR_CODES.INTERNAL, 'Internal server error');
}

function envelope(status: number, code: string | undefined, message: unknown): ErrorEnvelope {
  const text =
    Array.isArray(message) && message.every((m) => typeof m === 'string')
      ? message
      : typeof message === 'string'
        ? message
        : (STATUS_PHRASES[status] ?? 'Error');
  return {
    statusCode: status,
    code: code ?? CODE_BY_STATUS[status] ?? `HTTP.${status}`,
    message: text,
    error: STATUS_PHRASES[status] ?? 'Error',
  };
}

@Catch()
export class GlobalErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = toEnvelope(exception);
    if (body.statusCode === 503 && isStorageUnavailableError(exception)) {
      this.logger.warn(
        `storage unavailable: ${exception instanceof Error ? exception.message : String(exception)}`,
      );
    } else if (body.statusCode >= 500 && body.statusCode !== 503) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    if (response.headersSent) return;
    if (exception instanceof ThrottledError) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    // The request id lets whoever reports an error point at its log lines (an addition to the envelope,
    // for a caller that sent one: the gateway always does).
    const requestId = requestIdForCaller();
    response.status(body.statusCode).json(requestId ? { ...body, requestId } : body);
  }
}

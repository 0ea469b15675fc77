/**
 * Failures of the storage behind a service (PostgreSQL, Redis) that say "not reachable now", not "bad
 * request" nor "bug": they answer 503 STORAGE.UNAVAILABLE, so clients retry and nothing is claimed
 * stored. Recognised by shape, so the error filter needs neither driver.
 */
import { ERROR_CODES } from '../errors';
import { AppError } from '../nest/app-error';

export const storageUnavailable = () =>
  new AppError(
    503,
    ERROR_CODES.STORAGE_UNAVAILABLE,
    'The service cannot reach its storage right now; nothing was changed. Please try again shortly',
  );

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'connection timeout',
  'enableOfflineQueue',
  'Connection is closed',
  'max retries per request',
  'Reached the max retries',
  'Cannot use a pool after calling end',
];

export function isStorageUnavailableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    // SQLSTATE 08 connection exception, 57P01–57P03 shutdown / cannot connect now, 53300 too many connections.
    if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
  }
  if (name === 'MaxRetriesPerRequestError') return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}

/**
 * Text the database cannot store (SQLSTATE 22021: a NUL character or bytes invalid in UTF-8; 22P05:
 * untranslatable): the request's fault, a 400 in the envelope, never a 500.
 */
export function isUnstorableTextError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '22021' || code === '22P05';
}

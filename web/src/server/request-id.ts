/**
 * The renderer's side of the request id (shared/src/metrics/request-id.ts): the gateway's X-Request-Id
 * when well-formed, else a new one, kept for the whole render in an AsyncLocalStorage so every log line
 * and every read of a service made for that page carries it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import { acceptRequestId, REQUEST_ID_HEADER } from '@madar/shared';

const storage = new AsyncLocalStorage<{ readonly requestId: string }>();

/** The request's id: the gateway's when well-formed, else a new one. */
export const requestIdOf = (headers: IncomingHttpHeaders): string =>
  acceptRequestId(headers[REQUEST_ID_HEADER]);

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

/** The id of the request being answered; undefined outside one (start, stop). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The header for a read of a service made for this request. */
export function requestIdHeaders(): Record<string, string> {
  const id = currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}

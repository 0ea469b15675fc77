/**
 * The request a piece of code runs for, in Node: its id is kept in an AsyncLocalStorage for the whole
 * of the request (everything it awaits included), so the logger writes it in every line without each
 * caller passing it, and calls to another service carry it on.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_ID_HEADER } from './request-id';

interface RequestContext {
  readonly requestId: string;
  /** Whether the caller (the gateway, another service) sent an X-Request-Id, kept or replaced. */
  readonly sent: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (and all it starts) as part of the request `requestId`. */
export function runWithRequestId<T>(requestId: string, fn: () => T, sent = true): T {
  return storage.run({ requestId, sent }, fn);
}

/** The id of the request this code runs for; undefined outside a request (a timer, the mail worker). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * The id to show the caller (an error envelope's `requestId`): only to one that sent an id, the gateway
 * always. A direct caller that sent none (a test, a probe) gets the envelope exactly as before.
 */
export function requestIdForCaller(): string | undefined {
  const context = storage.getStore();
  return context?.sent ? context.requestId : undefined;
}

/** The header to send with a call to another service, so its log lines carry the same id. */
export function requestIdHeaders(): Record<string, string> {
  const id = currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}

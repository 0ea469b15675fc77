/**
 * The request id: one per request, made by the gateway (nginx's `$request_id`) or kept from a
 * well-formed incoming `X-Request-Id`, and written in every log line of that request by the gateway,
 * the services and the renderer, so one id finds a request's whole path. Browser-safe and import-free:
 * the renderer reads it as the services do.
 */

/** The header the id travels in, lower-case as Node presents it. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id must look like to be kept: letters, digits, `-` and `_`, 8 to 64 of them (a
 * UUID, nginx's 32 hex digits, most tracers' ids). Anything else (a space, a quote, a newline, a
 * megabyte) could forge or break a log line, so it is replaced. The gateway's map in
 * gateway/templates/default.conf.template spells the same pattern (request-id.spec.ts compares them).
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}

/** The incoming id when well-formed (a header sent twice is not), else a new one. */
export function acceptRequestId(value: unknown): string {
  return isWellFormedRequestId(value) ? value : globalThis.crypto.randomUUID();
}

/**
 * Request headers for the fuzzer: garbage Authorization values and random headers, the ones the
 * services read among them. What Node's HTTP client refuses to send (CR, LF or NUL in a value,
 * non-Latin-1 text, a Content-Length or Transfer-Encoding of our choosing) is never generated.
 */
import fc from 'fast-check';
import { validateHeaderName, validateHeaderValue } from 'node:http';

const jwtLike = fc
  .array(fc.oneof(fc.base64String({ maxLength: 60 }), fc.constantFrom('eyJhbGciOiJub25lIn0', '')), {
    minLength: 1,
    maxLength: 4,
  })
  .map((parts) => parts.join('.'));

/** An Authorization header a signed-out visitor (or an attacker) might send. */
export const garbageAuthorization = fc
  .oneof(
    jwtLike.map((token) => `Bearer ${token}`),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic YWRtaW46YWRtaW4=',
      'bearer x.y.z',
      'Bearer  a.b.c',
      'Token abc',
    ),
    fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((text) => `Bearer ${text}`),
    fc.integer({ min: 2000, max: 6000 }).map((n) => `Bearer ${'a'.repeat(n)}`),
  )
  .filter((value) => sendable('authorization', value));

const headerValue = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 60 }),
  fc.constantFrom(
    '',
    'bytes=0-1,5-',
    'W/"x"',
    '1.2.3.4, ::1, garbage',
    'Thu, 01 Jan 1970 00:00:00 GMT',
    '*/*',
  ),
);

/** Headers beside the body's: names the services read and random ones; what Node refuses is dropped. */
export const extraHeaders = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'accept',
          'accept-language',
          'accept-encoding',
          'x-forwarded-for',
          'if-none-match',
          'if-modified-since',
          'range',
          'cookie',
          'origin',
          'x-request-id',
        ),
        fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 20 }),
      ),
      headerValue,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => Object.fromEntries(pairs.filter(([name, value]) => sendable(name, value))));

export function sendable(name: string, value: string): boolean {
  if (['host', 'content-length', 'transfer-encoding', 'connection', 'expect'].includes(name.toLowerCase()))
    return false;
  try {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    return true;
  } catch {
    return false;
  }
}

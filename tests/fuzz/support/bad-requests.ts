/**
 * One generated bad request for an operation: its path parameters replaced, a hostile query, random
 * headers and a body that is malformed, of the wrong type, or well-formed but invalid for the schema.
 */
import fc from 'fast-check';
import { body, type Knowledge } from './bodies';
import { extraHeaders } from './headers';
import { hostileString, PROTO_KEYS } from './hostile-json';
import type { Operation } from './openapi';

export interface BadRequest {
  method: string;
  /** Path and query, as sent on the request line. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Each byte as it goes in a URL: an unreserved character as itself, any other as %XX. */
const ENCODED_BYTES = Array.from({ length: 256 }, (_, byte) => {
  const char = String.fromCharCode(byte);
  return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
});

/**
 * Percent-encodes every byte of the text's UTF-8 (a lone surrogate becomes U+FFFD, as a browser does).
 * A table lookup per byte: the generator encodes strings of up to 60 KB of UTF-8 many times a run (most
 * of them then dropped as too long for a request line), and a regular expression per byte made this
 * the fuzz suites' largest cost after the services themselves.
 */
export const percentEncode = (text: string): string => {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) encoded += ENCODED_BYTES[byte];
  return encoded;
};

/** Encodings a decoder must refuse or handle: invalid escapes, NUL, an encoded surrogate, overlong UTF-8. */
const RAW_ESCAPES = [
  '%ZZ',
  '%00',
  '%ED%A0%80',
  '%',
  '%C0%AF',
  '%FF%FE',
  '%2F',
  '%2e%2e',
  '..',
  '%E0%A4%A',
  '+',
];

const rawPiece = fc.oneof(
  { weight: 3, arbitrary: hostileString.map(percentEncode) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_ESCAPES) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 4000 }).map((n) => 'a'.repeat(n)) },
);

/**
 * Node's server answers 431 itself, before any app code, past 16 KB of request line and headers: the
 * URL and headers stay under 8 KB, leaving room for a garbage Authorization header of up to 6 KB.
 */
const NODE_HEADER_LIMIT = 8_000;

const pathValue = (op: Operation, known: Knowledge): fc.Arbitrary<string> => {
  const options = [rawPiece, fc.array(rawPiece, { minLength: 2, maxLength: 4 }).map((p) => p.join(''))];
  if (op.method !== 'delete' && known.existingIds.length > 0) {
    options.push(fc.constantFrom(...known.existingIds.map(encodeURIComponent)));
  }
  return fc.oneof(...options);
};

const NUMBERS = ['-1', '0', '1e999', 'NaN', '1.5', '0x10', ' 1', '999999999999999999999', '', '1,2'];

const queryPair = (op: Operation): fc.Arbitrary<string> => {
  const names = op.queryParams.map((p) => p.name);
  const enums = op.queryParams.flatMap((p) => (p.schema.enum ?? []).map(String));
  const key = fc.oneof(
    { weight: 4, arbitrary: names.length > 0 ? fc.constantFrom(...names) : fc.constant('q') },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS).map(percentEncode) },
    { weight: 1, arbitrary: rawPiece },
  );
  const suffix = fc.constantFrom('', '', '', '[]', '[a]', '[__proto__][x]', '[0]');
  const value = fc.oneof(
    rawPiece,
    fc.constantFrom(
      ...NUMBERS.map(percentEncode),
      ...enums.map((e) => percentEncode(e.toUpperCase())),
      ...enums,
    ),
  );
  return fc.tuple(key, suffix, value).map(([k, s, v]) => `${k}${s}=${v}`);
};

const query = (op: Operation) =>
  fc.oneof(
    fc.constant(''),
    fc.array(queryPair(op), { minLength: 1, maxLength: 8 }).map((pairs) => `?${pairs.join('&')}`),
    fc.constantFrom('?', '?&&', '?=', '?%ZZ', '?a=%ED%A0%80', '?=%00'),
  );

export function badRequest(op: Operation, known: Knowledge): fc.Arbitrary<BadRequest> {
  const path = fc
    .tuple(...op.pathParams.map(() => pathValue(op, known)))
    .map((values) => op.pathParams.reduce((p, name, i) => p.replace(`{${name}}`, values[i] ?? ''), op.path));
  return fc
    .record({ path, query: query(op), body: body(op, known), headers: extraHeaders })
    .map(({ path: p, query: q, body: b, headers }) => ({
      method: op.method.toUpperCase(),
      url: `${p}${q}`,
      headers: {
        ...headers,
        ...(b.contentType !== undefined && { 'content-type': b.contentType }),
        ...(b.encoding !== undefined && { 'content-encoding': b.encoding }),
      },
      ...(b.body !== undefined && { body: b.body }),
    }))
    .filter((req) => req.url.length + JSON.stringify(req.headers).length < NODE_HEADER_LIMIT);
}

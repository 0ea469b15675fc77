/**
 * Request bodies for the fuzzer: JSON that breaks the operation's schema, hostile or malformed JSON,
 * nesting past the limit, multipart forms (broken, or valid fields with a file that is no resume),
 * url-encoded forms, other media types, compressed garbage, and no body at all.
 */
import fc from 'fast-check';
import { SPAM_TRAP_FIELDS } from '@madar/shared';
import { brokenBody } from './broken-body';
import { deepJson, hostileJson, jsonText, malformedJson } from './hostile-json';
import { damage, encodeMultipart, filePart, type Part, textParts } from './multipart';
import type { Operation } from './openapi';

export interface Knowledge {
  /** Ids of stored records: a PATCH or GET may target one (never a DELETE, which would succeed). */
  existingIds: readonly string[];
  /** A valid multipart form's text fields, so the file checks are reached too. */
  validForm?: Record<string, string>;
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=bogus',
  'APPLICATION/JSON',
  'application/merge-patch+json',
];
const OTHER_TYPES = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'text/html; charset=utf-8',
  'x/y',
];

export interface Body {
  contentType?: string;
  body?: Buffer;
  encoding?: string;
}

const multipartBody = (op: Operation, known: Knowledge): fc.Arbitrary<Body> => {
  const schema = op.body?.schema ?? {};
  const fieldNames = Object.keys(schema.properties ?? {});
  const texts: fc.Arbitrary<Part[]> = known.validForm
    ? fc.oneof(
        textParts(schema),
        fc.constant(Object.entries(known.validForm).map(([name, value]) => ({ name, value }))),
      )
    : textParts(schema);
  return fc
    .tuple(texts, fc.array(filePart(fieldNames), { maxLength: 3 }), damage)
    .map(([parts, files, hurt]) => encodeMultipart([...parts, ...files], hurt))
    .map(({ contentType, body }) => ({ contentType, body }));
};

const jsonBody = (text: fc.Arbitrary<string | Buffer>): fc.Arbitrary<Body> =>
  fc.tuple(text, fc.constantFrom(...JSON_TYPES)).map(([body, contentType]) => ({
    contentType,
    body: Buffer.isBuffer(body) ? body : Buffer.from(body),
  }));

/** Form fields with a prototype path, deep brackets and bad escapes, for the url-encoded parser. */
const urlEncodedForm: fc.Arbitrary<Body> = fc
  .array(fc.constantFrom('a[__proto__][b]=1', 'a[b][c][d][e][f][g][h]=1', 'x=%ZZ', 'y=%ED%A0%80', 'z'), {
    maxLength: 6,
  })
  .map((pairs) => ({ contentType: 'application/x-www-form-urlencoded', body: Buffer.from(pairs.join('&')) }));

/**
 * `{}` is a valid PATCH where every field is optional (a change of nothing), so never sent there; nor is
 * an empty body or none at all, whatever its declared type: with no bytes there is nothing to parse, and
 * the request reads as `{}`.
 */
const emptyObject = (body: Body) => {
  const text = body.body?.toString('latin1').trim() ?? '';
  return text === '{}' || text === '';
};

/**
 * The operation without the public forms' honeypot: a form with anything in it is spam, answered 201
 * with nothing stored (so a script learns nothing), which the fuzzer cannot tell from a bad write taken.
 * The honeypot's check has its own specs. `startedAt` stays: the numbers generated are all long past.
 */
function withoutHoneypot(op: Operation): Operation {
  const properties = op.body?.schema.properties;
  if (!op.body || !properties || !(SPAM_TRAP_FIELDS.honeypot in properties)) return op;
  const { [SPAM_TRAP_FIELDS.honeypot]: _honeypot, ...others } = properties;
  return { ...op, body: { ...op.body, schema: { ...op.body.schema, properties: others } } };
}

export function body(operation: Operation, known: Knowledge): fc.Arbitrary<Body> {
  const op = withoutHoneypot(operation);
  const schema = op.body?.mediaType === 'application/json' ? op.body.schema : undefined;
  const multipart = op.body?.mediaType === 'multipart/form-data';
  const allOptional = schema !== undefined && (schema.required ?? []).length === 0;
  return fc
    .oneof(
      { weight: schema ? 8 : 1, arbitrary: jsonBody(brokenBody(schema ?? {}).map(jsonText)) },
      { weight: 2, arbitrary: jsonBody(hostileJson.map(jsonText)) },
      { weight: 1, arbitrary: jsonBody(deepJson) },
      { weight: 2, arbitrary: jsonBody(malformedJson) },
      { weight: multipart ? 10 : 1, arbitrary: multipartBody(op, known) },
      { weight: 1, arbitrary: urlEncodedForm },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...OTHER_TYPES), fc.uint8Array({ maxLength: 200 }))
          .map(([contentType, bytes]) => ({ contentType, body: Buffer.from(bytes) })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom('gzip', 'deflate', 'br', 'bogus'), malformedJson)
          .map(([encoding, bytes]) => ({ contentType: 'application/json', body: bytes, encoding })),
      },
      { weight: 1, arbitrary: fc.constant<Body>({}) },
    )
    .filter((b) => !(allOptional && emptyObject(b)));
}

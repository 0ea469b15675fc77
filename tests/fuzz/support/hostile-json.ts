/**
 * Hostile text and JSON for the fuzzer. JSON is built as text from a model of its own (objects as lists
 * of entries), so a body can hold what JSON.stringify never writes: a `__proto__` own key, the same key
 * twice, number literals that parse to Infinity, and nesting far past the services' limit.
 */
import fc from 'fast-check';

/** Keys that reach Object.prototype or shadow its methods when code assigns them naively. */
export const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
];

/** Pieces no form sends: lone surrogates, NUL and control characters, bidi overrides, injections. */
const NASTY_PIECES = [
  '\ud800',
  '\udfff',
  '\udc00\ud800',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\r\n',
  '\u202e',
  '\ufeff',
  '\uffff',
  '\u{1f600}',
  '\ufdfa',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
  '../../etc/passwd',
  '%00',
  '%ZZ',
  '\\',
  '"',
  ...PROTO_KEYS,
  'NaN',
  '-0',
  '1e309',
  'null',
  ' ',
  '',
];

export const shortHostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(...NASTY_PIECES),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...NASTY_PIECES), fc.string({ maxLength: 6 })), { maxLength: 6 })
      .map((parts) => parts.join('')),
  },
  // Long: past every maxLength, and (in two-byte or escaped characters) past the 100 KB body limit.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'ش', '\ud800', '\u0000', ' '), fc.integer({ min: 300, max: 20_000 }))
      .map(([char, count]) => char.repeat(count)),
  },
);

/** A JSON value as a model: an object keeps its entries in order, duplicates and `__proto__` included. */
export type Json = null | boolean | string | { number: string } | Json[] | { entries: [string, Json][] };

export const isEntries = (value: Json): value is { entries: [string, Json][] } =>
  typeof value === 'object' && value !== null && 'entries' in value;

/** JSON text of the model; lone surrogates are written as \u escapes, as JSON.stringify does. */
export function jsonText(value: Json): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (isEntries(value)) {
    return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`;
  }
  return value.number;
}

const numberLiteral = fc
  .oneof(
    fc.constantFrom('0', '-0', '1e999', '-1e999', '1e-400', '12345678901234567890123', '0.1', '-1', '2'),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
    fc.integer().map(String),
  )
  .map((number) => ({ number }));

export const hostileKey = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
  { weight: 3, arbitrary: shortHostileString },
);

export const scalar: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  numberLiteral,
  hostileString,
);

export const hostileJson: fc.Arbitrary<Json> = fc.letrec<{ value: Json; array: Json[]; object: Json }>(
  (tie) => ({
    value: fc.oneof({ depthSize: 'small' }, scalar, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 5 }).map((entries) => ({ entries })),
  }),
).value;

/** A value nested `depth` levels deep (arrays or objects), around the 32-level limit or far past it. */
export const deepJson: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(fc.integer({ min: 28, max: 40 }), fc.constant(6000)),
    fc.constantFrom('array', 'object'),
    scalar,
  )
  .map(([depth, kind, leaf]) =>
    kind === 'array'
      ? `${'['.repeat(depth)}${jsonText(leaf)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}${jsonText(leaf)}${'}'.repeat(depth)}`,
  );

/** Text a JSON parser must refuse (or that decodes to something odd): cut, stray bytes, wrong syntax. */
export const malformedJson: fc.Arbitrary<Buffer> = fc.oneof(
  hostileJson.chain((value) => {
    const text = jsonText(value);
    return fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => Buffer.from(text.slice(0, cut)));
  }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc
    .constantFrom(
      "{'a':1}",
      '{"a":1,}',
      '{"a":1}garbage',
      '\ufeff{"a":1}',
      '{"a":"\\ud800"}',
      '{"a":"\\u00"}',
      'NaN',
      '"just a string"',
      '12',
      'true',
      'null',
      '',
      ' ',
      '{"a" 1}',
      '[1,2',
      '{"__proto__":{"polluted":true}}',
    )
    .map((text) => Buffer.from(text)),
  fc.constant(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d])),
);

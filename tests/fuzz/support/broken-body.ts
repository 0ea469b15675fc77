/**
 * JSON bodies shaped like an operation's schema, with at least one thing wrong, so no case is a valid
 * request that would store something: a required field left out, a field of the wrong type, or a field
 * the endpoint does not take. The other fields carry their example, an accepted value or hostile text,
 * so the validators of a field are reached with what a form never sends.
 */
import fc from 'fast-check';
import {
  hostileJson,
  hostileString,
  type Json,
  PROTO_KEYS,
  scalar,
  shortHostileString,
} from './hostile-json';
import type { Schema } from './openapi';

const toJson = (value: unknown): Json =>
  typeof value === 'number' ? { number: String(value) } : typeof value === 'string' ? value : null;

const numberJson = fc.oneof(
  fc.constantFrom('0', '-1', '1e999', '0.5', '2').map((number) => ({ number })),
  fc.integer().map((n) => ({ number: String(n) })),
);

/** A value that may or may not fit the schema. */
export function looseValue(schema: Schema, depth = 0): fc.Arbitrary<Json> {
  const options: fc.Arbitrary<Json>[] = [hostileJson];
  if (schema.enum && schema.enum.length > 0) options.push(fc.constantFrom(...schema.enum.map(toJson)));
  if ('example' in schema && typeof (schema as { example?: unknown }).example === 'string') {
    options.push(fc.constant((schema as { example: string }).example));
  }
  switch (schema.type) {
    case 'string':
      options.push(hostileString);
      break;
    case 'boolean':
      options.push(fc.boolean());
      break;
    case 'number':
    case 'integer':
      options.push(numberJson);
      break;
    case 'array':
      if (depth < 3) options.push(fc.array(looseValue(schema.items ?? {}, depth + 1), { maxLength: 4 }));
      break;
    default:
      if (schema.properties && depth < 3) options.push(objectLike(schema, depth + 1));
  }
  return fc.oneof(...options);
}

/** Some of the schema's properties, each with a loose value (required ones present more often). */
function objectLike(schema: Schema, depth = 0): fc.Arbitrary<{ entries: [string, Json][] }> {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {});
  return fc
    .tuple(
      ...properties.map(([key, property]) =>
        fc.option(
          looseValue(property, depth).map((value): [string, Json] => [key, value]),
          { nil: undefined, freq: required.has(key) ? 8 : 3 },
        ),
      ),
    )
    .map((entries) => ({ entries: entries.filter((entry) => entry !== undefined) }));
}

/** A value no validator of this schema accepts (never null: an optional field takes null as absent). */
export function wrongType(schema: Schema): fc.Arbitrary<Json> {
  const object: fc.Arbitrary<Json> = fc
    .array(fc.tuple(shortHostileString, scalar), { maxLength: 2 })
    .map((entries) => ({ entries }));
  const array: fc.Arbitrary<Json> = fc.array(scalar, { minLength: 1, maxLength: 3 });
  if (schema.type === 'array') return fc.oneof(hostileString, numberJson, fc.boolean(), object);
  if (schema.type === 'string') return fc.oneof(numberJson, fc.boolean(), object, array);
  if (schema.type === 'boolean' || schema.type === 'number' || schema.type === 'integer') {
    return fc.oneof(object, array);
  }
  return fc.oneof(hostileString, numberJson, fc.boolean());
}

type Break = 'missing' | 'wrongType' | 'unknown';

/** An object body for `schema` with at least one field missing, mistyped or unknown. */
export function brokenBody(schema: Schema): fc.Arbitrary<{ entries: [string, Json][] }> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const required = schema.required ?? [];
  const breaks: Break[] = ['unknown'];
  if (required.length > 0) breaks.push('missing');
  if (names.length > 0) breaks.push('wrongType');
  const unknownKey = fc
    .oneof(fc.constantFrom(...PROTO_KEYS), shortHostileString)
    .filter((key) => !names.includes(key));
  return fc.tuple(objectLike(schema), fc.constantFrom(...breaks)).chain(([body, kind]) => {
    if (kind === 'missing') {
      return fc
        .constantFrom(...required)
        .map((key) => ({ entries: body.entries.filter(([name]) => name !== key) }));
    }
    if (kind === 'wrongType') {
      return fc.constantFrom(...names).chain((key) =>
        wrongType(properties[key] ?? {}).map((value) => ({
          entries: [...body.entries.filter(([name]) => name !== key), [key, value] as [string, Json]],
        })),
      );
    }
    return fc.tuple(unknownKey, hostileJson, fc.boolean()).map(([key, value, first]) => ({
      entries: first ? [[key, value] as [string, Json], ...body.entries] : [...body.entries, [key, value]],
    }));
  });
}

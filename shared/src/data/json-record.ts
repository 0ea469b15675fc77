import { type AliasedRawBuilder, sql } from 'kysely';

/**
 * A whole record kept as one jsonb column (a catalogue item, the company profile), selected as text: the
 * CamelCasePlugin would otherwise rewrite the keys inside it. `jsonRecord<T>` parses it back into the
 * record type it was written from (only the store that wrote it reads it, so the shape is its own).
 */
export function recordAsText(): AliasedRawBuilder<string, 'record'> {
  return sql<string>`record::text`.as('record');
}

export function jsonRecord<T>(text: string): T {
  return JSON.parse(text) as T;
}

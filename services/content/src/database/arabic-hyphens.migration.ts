/**
 * Migration 0007: inside Arabic text, a Latin term joined by a hyphen (Wi-Fi, SD-WAN, IP-PBX, Hyper-V)
 * is written with U+2011 NON-BREAKING HYPHEN. A browser may break a line after an ordinary hyphen, and
 * in a right-to-left heading that split the term as "Wi-" / "Fi"; no CSS rule keeps a hyphenated word
 * whole, so the text itself says it. The seed now writes the terms so; the catalogue rows seeded
 * before are corrected here, in their Arabic texts only (English wraps such terms as English readers
 * expect). Shipped: never edit.
 */
import { type Kysely, sql } from 'kysely';

export const NON_BREAKING_HYPHEN = '\u2011';

/** A hyphen between two Latin letters or digits: the join of a Latin term. */
export const LATIN_TERM_HYPHEN = /(?<=[A-Za-z0-9])-(?=[A-Za-z0-9])/g;

/** Every `ar` text of a record (at any depth) with its Latin terms' hyphens made non-breaking. */
export function joinArabicHyphens(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    return key === 'ar' ? value.replace(LATIN_TERM_HYPHEN, NON_BREAKING_HYPHEN) : value;
  }
  if (Array.isArray(value)) return value.map((item) => joinArabicHyphens(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, joinArabicHyphens(item, name)]),
    );
  }
  return value;
}

/** The catalogue tables whose records hold bilingual text, as of this migration. */
const TABLES = [
  'services',
  'projects',
  'testimonials',
  'statistics',
  'team_members',
  'timeline_entries',
  'blog_categories',
] as const;

export async function arabicHyphens(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    const { rows } = await sql<{
      id: string;
      record: unknown;
    }>`select id, record from ${sql.table(table)}`.execute(db);
    for (const row of rows) {
      const record = JSON.stringify(joinArabicHyphens(row.record));
      if (record === JSON.stringify(row.record)) continue;
      await sql`update ${sql.table(table)} set record = ${record}::jsonb where id = ${row.id}`.execute(db);
    }
  }
}

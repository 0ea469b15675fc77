/**
 * Where an entry's record can be seen in the panel. The admin lists open a record from their own
 * search (kept in the address as `?search=`), so a link is the record's list searched for what
 * identifies it: a brief's or an applicant's email, a post's slug, a job's title. Entries of a change
 * carry only the changed fields, so what identifies a record comes from any entry of it read so far.
 */
import {
  localize,
  type AuditEntityType,
  type AuditEntry,
  type AuditFields,
  type Language,
} from '@madar/shared';

export interface RecordLink {
  /** The screen's address, searched for the record when something identifies it. */
  to: string;
  /** What names the record (a company, a person, a title), when known. */
  name?: string;
}

interface RecordScreen {
  path: string;
  /** Further parameters the screen needs (the Careers tab). */
  params?: Record<string, string>;
  /** The field whose value the screen's search finds the record by, best first. */
  searchBy: readonly string[];
  /** The field that names the record to people, best first. */
  nameBy: readonly string[];
}

const SCREENS: Partial<Record<AuditEntityType, RecordScreen>> = {
  brief: {
    path: '/admin/dashboard/client-briefs',
    searchBy: ['email', 'companyName'],
    nameBy: ['companyName', 'contactName', 'email'],
  },
  application: {
    path: '/admin/dashboard/careers',
    params: { tab: 'applications' },
    searchBy: ['email', 'name'],
    nameBy: ['name', 'email'],
  },
  job: { path: '/admin/dashboard/careers', searchBy: ['title'], nameBy: ['title'] },
  post: { path: '/admin/dashboard/blog', searchBy: ['slug', 'title'], nameBy: ['title', 'slug'] },
  contact_message: {
    path: '/admin/dashboard/messages',
    searchBy: ['email', 'name'],
    nameBy: ['name', 'email'],
  },
};

const recordKey = (entry: AuditEntry) => `${entry.entity.type}:${entry.entity.id ?? ''}`;

/** What the entries read so far say about each record: every field either side of any entry of it. */
export function recordFacts(entries: readonly AuditEntry[]): Map<string, AuditFields> {
  const facts = new Map<string, AuditFields>();
  for (const entry of entries) {
    if (entry.entity.id === null) continue;
    const known = facts.get(recordKey(entry)) ?? {};
    // Entries come newest first: a field's newest value wins.
    facts.set(recordKey(entry), { ...entry.before, ...entry.after, ...known });
  }
  return facts;
}

function text(value: unknown, lang: Language): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (value && typeof value === 'object' && 'en' in value && typeof value.en === 'string') {
    return localize(value as Parameters<typeof localize>[0], lang).trim() || undefined;
  }
  return undefined;
}

const firstOf = (fields: AuditFields, names: readonly string[], lang: Language) =>
  names.map((name) => text(fields[name], lang)).find((value) => value !== undefined);

/**
 * The link to an entry's record, or null where there is none: a kind without a screen, an export of
 * many records, or a deleted record (its entry's fields are all that is left of it).
 */
export function recordLink(
  entry: AuditEntry,
  facts: ReadonlyMap<string, AuditFields>,
  lang: Language,
): RecordLink | null {
  const screen = SCREENS[entry.entity.type];
  if (!screen || entry.entity.id === null || entry.action === 'delete') return null;
  const fields = { ...facts.get(recordKey(entry)), ...entry.before, ...entry.after };
  const search = firstOf(fields, screen.searchBy, lang);
  const params = new URLSearchParams({ ...screen.params, ...(search && { search }) });
  const query = params.toString();
  return { to: query ? `${screen.path}?${query}` : screen.path, name: firstOf(fields, screen.nameBy, lang) };
}

/** What names a record that has no link (a deleted one), from its entry's fields. */
export function recordName(entry: AuditEntry, lang: Language): string | undefined {
  const screen = SCREENS[entry.entity.type];
  const fields = { ...entry.before, ...entry.after };
  return firstOf(fields, screen?.nameBy ?? ['name', 'title', 'email'], lang);
}

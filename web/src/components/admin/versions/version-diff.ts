/**
 * What differs between a version and the record as it is, field by field, as the history dialog shows
 * it: a text (or HTML body, compared as its text) by words, a list item by item, anything else whole.
 */
import { diffWords, type ChangeObject } from 'diff';

/** One field the history compares: how to read it from either state, and how. */
export interface VersionField<State> {
  /** Stable key (also the React key). */
  key: string;
  label: string;
  read: (state: State) => string | string[] | boolean | null | undefined;
  /** `html`: tags are left out of the comparison, so a changed paragraph reads as its words. */
  kind?: 'text' | 'html';
}

export type DiffPart = Pick<ChangeObject<string>, 'value' | 'added' | 'removed'>;

export interface FieldDifference {
  key: string;
  label: string;
  parts: DiffPart[];
}

/** The text of HTML as a reader sees it: blocks on their own lines, tags gone, entities decoded. */
export function htmlText(html: string): string {
  const blocks = html.replace(/<\/(p|h[1-6]|li|blockquote|pre|tr)>|<br\s*\/?>/gi, '\n');
  const doc = new DOMParser().parseFromString(blocks, 'text/html');
  // Spaces collapse as the browser shows them, so re-indented markup is no difference.
  const text = (doc.body.textContent ?? '').replace(/[ \t\r\f]+/g, ' ').replace(/ ?\n ?/g, '\n');
  return text.replace(/\n{2,}/g, '\n').trim();
}

function asText(
  value: ReturnType<VersionField<unknown>['read']>,
  kind: VersionField<unknown>['kind'],
): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join('\n');
  if (typeof value === 'boolean') return String(value);
  return kind === 'html' ? htmlText(value) : value;
}

/** The fields whose value differs between `version` (what a restore brings back) and `current`. */
export function versionDifferences<State>(
  fields: readonly VersionField<State>[],
  version: State,
  current: State,
): FieldDifference[] {
  const differences: FieldDifference[] = [];
  for (const field of fields) {
    const [then, now] = [asText(field.read(version), field.kind), asText(field.read(current), field.kind)];
    if (then === now) continue;
    // From the current state to the version's: what a restore would remove, and what it would add.
    const parts = diffWords(now, then).map(({ value, added, removed }) => ({ value, added, removed }));
    differences.push({ key: field.key, label: field.label, parts });
  }
  return differences;
}

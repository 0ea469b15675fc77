/**
 * The site-content editors' form helpers over LocalizedText: every text is required in both languages
 * (the service refuses a missing one), so the editor says so before anything is sent.
 */
import { LANGUAGE_CODES, type LocalizedText, type ValidationDetail } from '@madar/shared';
import {
  keyedProblems,
  placeByPath,
  type EditorMessageKey,
  type FieldProblems,
} from '@/components/admin/use-editor-save';

export const emptyText = (): LocalizedText => ({ en: '', ar: '' });

/** Each language's problem for one text at `path` (`title`, `features.2`): missing or too long. */
export function textProblems(
  path: string,
  text: LocalizedText,
  max: number,
): Partial<Record<string, EditorMessageKey>> {
  const problems: Partial<Record<string, EditorMessageKey>> = {};
  for (const language of LANGUAGE_CODES) {
    const value = text[language].trim();
    if (!value) problems[`${path}.${language}`] = 'common.required';
    else if (value.length > max) problems[`${path}.${language}`] = 'common.tooLong';
  }
  return problems;
}

export const problemsOf = (...groups: Partial<Record<string, EditorMessageKey>>[]): FieldProblems =>
  keyedProblems(Object.assign({}, ...groups) as Partial<Record<string, EditorMessageKey>>);

/**
 * The server's failed rules by field path. The editor shows every path it has a field for; the paths
 * of list items (`features.3.ar`) are only known once the list is drawn, so they are listed by the form.
 */
export const placeDetails = (fields: readonly string[]) => (details: readonly ValidationDetail[]) =>
  placeByPath(details, fields);

/** Moves item `from` of a list one place up (-1) or down (+1); the list unchanged at either end. */
export function moved<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

/**
 * What a catalogue item's history compares, read from the item itself since the six kinds differ: a
 * bilingual text in each language on its own, a list item by item (each item's texts in the one
 * language), a flag or number as it reads, anything else whole. The item's key is not compared: every
 * version of an item has the same.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '@madar/shared';
import type { VersionField } from '@/components/admin/versions/version-diff';

export type CatalogueState = Record<string, unknown>;

const isLocalized = (value: unknown): value is Record<Language, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  LANGUAGE_CODES.every((language) => typeof (value as Record<string, unknown>)[language] === 'string');

/** `value` as one language reads it: a text in that language, an object's texts joined, others as they are. */
function inLanguage(value: unknown, language: Language): string {
  if (isLocalized(value)) return value[language];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'object' || value === null) return '';
  return Object.values(value)
    .map((each) => inLanguage(each, language))
    .filter(Boolean)
    .join(' — ');
}

/** Whether a field holds something that reads differently in each language. */
function hasLanguages(value: unknown): boolean {
  if (isLocalized(value)) return true;
  if (Array.isArray(value)) return value.some(hasLanguages);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasLanguages);
  return false;
}

function read(state: CatalogueState, name: string, language: Language) {
  const value = state[name];
  if (Array.isArray(value)) return value.map((each) => inLanguage(each, language));
  if (typeof value === 'boolean') return value;
  return value === undefined || value === null ? null : inLanguage(value, language);
}

/**
 * The fields of `current` (and of any version: a field only a version has still counts), but `key`,
 * labelled by `label`; those with texts once per language ("Title (Arabic)").
 */
export function catalogueHistoryFields(
  current: CatalogueState,
  key: string,
  label: (name: string) => string,
  inLanguageLabel: (field: string, language: Language) => string,
  also: readonly string[] = [],
): VersionField<CatalogueState>[] {
  const names = [...new Set([...Object.keys(current), ...also])].filter((name) => name !== key);
  return names.flatMap((name): VersionField<CatalogueState>[] =>
    hasLanguages(current[name])
      ? LANGUAGE_CODES.map((language) => ({
          key: `${name}.${language}`,
          label: inLanguageLabel(label(name), language),
          read: (state) => read(state, name, language),
        }))
      : [{ key: name, label: label(name), read: (state) => read(state, name, DEFAULT_LANGUAGE) }],
  );
}

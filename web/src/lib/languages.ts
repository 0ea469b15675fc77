/**
 * Web-side helpers over the shared LANGUAGES table. Per-language UI data that must be translated
 * (the admin's "English" / "Arabic" field labels) is keyed by Language, so adding a row to the table
 * fails to compile until its entry exists here.
 */
import type { Language } from '@madar/shared';

/** The adminContent key naming each language in the editors ("Title (Arabic)"). */
export const LANGUAGE_NAME_KEYS = {
  en: 'common.english',
  ar: 'common.arabic',
} as const satisfies Record<Language, string>;

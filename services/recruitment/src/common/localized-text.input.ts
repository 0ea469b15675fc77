/**
 * LocalizedText as an admin writes a job: both languages required, trimmed, non-empty, and bounded.
 * Three sizes, because a job title, a list item and a description have different sensible lengths.
 * Titles and list items are single-line, a description multi-line (see `plain-text.ts`).
 */
import { LocalizedTextInput, LONG_TEXT_MAX, SHORT_TEXT_MAX } from '@madar/shared/nest';

export const ITEM_TEXT_MAX = 500;

export class ShortLocalizedTextInput extends LocalizedTextInput(SHORT_TEXT_MAX, {
  trim: true,
  example: { en: 'Tripoli', ar: 'طرابلس' },
}) {}

export class ItemLocalizedTextInput extends LocalizedTextInput(ITEM_TEXT_MAX, { trim: true }) {}

export class LongLocalizedTextInput extends LocalizedTextInput(LONG_TEXT_MAX, {
  trim: true,
  lines: 'multi',
}) {}

/**
 * Checks of seeded copy shared by the seed specs and the e2e tests: both languages present, English
 * free of Arabic, and Arabic written in Arabic script (the approach of services.seed.spec.ts).
 */
import type { LocalizedText } from '@madar/shared';

export const ARABIC = /[\u0600-\u06FF]/;
// Latin words in the Arabic copy must be product or standard names, not transliterated prose.
const LATIN_WORD = /[A-Za-z][A-Za-z0-9/-]*/g;

/** True when both languages have text, for compact assertions over API responses. */
export const filled = (text: LocalizedText): boolean => text.en.trim() !== '' && text.ar.trim() !== '';

export function expectBilingual(text: LocalizedText): void {
  expect(text.en.trim()).not.toBe('');
  expect(text.en).not.toMatch(ARABIC);
  expect(text.ar).toMatch(ARABIC);
  // Mostly Arabic: Latin is reserved for names such as Cisco Catalyst 9500 or ISO/IEC 27001.
  const latin = (text.ar.match(LATIN_WORD) ?? []).join('').length;
  expect(latin / text.ar.length).toBeLessThan(0.35);
}

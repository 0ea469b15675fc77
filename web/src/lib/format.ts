import { localeOf, type Language } from '@madar/shared';

/**
 * Locale-aware formatting for the whole site, each language's Intl locale from the LANGUAGES table
 * (Arabic: the Libyan locale with Latin digits, as the translations do).
 */
export const intlLocale = (lang: Language): string => localeOf(lang);

/**
 * Dates are the company's calendar days, in Libya's time zone: the server renderer (UTC in its
 * container) and every visitor's browser show the same day for the same date.
 */
export const TIME_ZONE = 'Africa/Tripoli';

/**
 * Long month, day and year (docs/product.md#formats: public dates), e.g. "29 August 2026" / "29 أغسطس 2026".
 */
export function formatLongDate(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: TIME_ZONE,
  }).format(date);
}

/** Short month with time (docs/product.md#formats: admin dates), e.g. "29 Aug 2026, 14:05". */
export function formatShortDateTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(date);
}

/**
 * A wait in words, e.g. "4 seconds" / "4 ثوان", "15 minutes" / "15 دقيقة": seconds under a minute,
 * whole minutes (rounded up) from there. Intl picks each language's plural forms.
 */
export function formatWait(seconds: number, lang: Language): string {
  const [value, unit] =
    seconds < 60 ? [Math.max(1, Math.ceil(seconds)), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(intlLocale(lang), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

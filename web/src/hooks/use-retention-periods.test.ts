import i18next from 'i18next';
import { localeOf, type Language } from '@madar/shared';
import ar from '@/locales/ar/translation.json';
import en from '@/locales/en/translation.json';
import { formatRetention } from './use-retention-periods';

/** An i18next of its own with the two translation files, as the site loads them. */
async function translator(lang: Language) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    resources: { en: { translation: en }, ar: { translation: ar } },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(lang, 'translation');
}

/** What the platform's own unit formatter says, which the translation files' plural forms follow. */
const platform = (lang: Language, value: number, unit: string) =>
  new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit, unitDisplay: 'long' }).format(value);

describe('formatRetention', () => {
  it.each(['en', 'ar'] as const)('words every period as Intl.NumberFormat does, in %s', async (lang) => {
    const t = await translator(lang);
    // Days that are not whole months, whole months that are not years, and whole years: every plural
    // form of each unit (Arabic: one, two, few 3-10, many 11-99, other 100+).
    const cases: [number, number, string][] = [];
    for (let n = 1; n <= 130; n += 1) if (n % 30 !== 0) cases.push([n, n, 'day']);
    for (const n of [1, 2, 3, 5, 10, 11, 13, 25, 99, 100, 101, 111]) cases.push([n * 30, n, 'month']);
    for (const n of [1, 2, 3, 7, 10, 11, 12, 20, 99, 100]) cases.push([n * 365, n, 'year']);
    // Past 999 the number is grouped ("1,001 days"), as only Intl does.
    cases.push([1001, 1001, 'day'], [1001 * 30, 1001, 'month'], [1200 * 365, 1200, 'year']);
    for (const [days, value, unit] of cases) {
      expect({ days, text: formatRetention(days, lang, t) }).toEqual({
        days,
        text: platform(lang, value, unit),
      });
    }
  });

  it('picks the largest whole unit', async () => {
    const t = await translator('en');
    expect([730, 90, 45, 1].map((days) => formatRetention(days, 'en', t))).toEqual([
      '2 years',
      '3 months',
      '45 days',
      '1 day',
    ]);
    const tAr = await translator('ar');
    expect([730, 60, 2].map((days) => formatRetention(days, 'ar', tAr))).toEqual(['سنتان', 'شهران', 'يومان']);
  });
});

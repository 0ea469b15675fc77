import { comparedPeriods } from './periods';

// Noon UTC: the same calendar day in every time zone the tests may run in.
const now = new Date('2026-11-23T12:00:00Z');

describe('comparedPeriods', () => {
  it('gives the last 30 days and the 30 before them, as the services count them, in English', () => {
    // Intl sets the en dash between thin spaces in English.
    expect(comparedPeriods(now, 'en')).toEqual({
      days: 30,
      recent: '24 Oct\u2009–\u200923 Nov 2026',
      previous: '24 Sept\u2009–\u200924 Oct 2026',
    });
  });

  it('in Arabic with Latin digits, and with both years when the window crosses one', () => {
    expect(comparedPeriods(new Date('2026-01-20T12:00:00Z'), 'ar')).toEqual({
      days: 30,
      recent: '21 ديسمبر 2025 – 20 يناير 2026',
      previous: '21 نوفمبر – 21 ديسمبر 2025',
    });
  });
});

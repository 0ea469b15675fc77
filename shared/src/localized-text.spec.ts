import {
  DEFAULT_LANGUAGE,
  directionOf,
  fontOf,
  isLanguage,
  LANGUAGE_CODES,
  localeOf,
  localize,
  otherLanguage,
} from './localized-text';

describe('localize', () => {
  const text = { en: 'Networking', ar: 'الشبكات' };

  it('picks the text of the language', () => {
    expect(localize(text, 'ar')).toBe('الشبكات');
    expect(localize(text, 'en')).toBe('Networking');
  });

  it('falls back to English for other languages and for empty Arabic', () => {
    expect(localize(text, 'fr')).toBe('Networking');
    expect(localize({ en: 'Only English', ar: '' }, 'ar')).toBe('Only English');
  });

  it('recognises the two site languages only', () => {
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('ar-LY')).toBe(false);
  });
});

describe('the LANGUAGES table', () => {
  it('keeps the shipped locales, directions and fonts', () => {
    expect(LANGUAGE_CODES).toEqual(['en', 'ar']);
    expect([directionOf('en'), localeOf('en'), fontOf('en')]).toEqual(['ltr', 'en-GB', 'latin']);
    expect([directionOf('ar'), localeOf('ar'), fontOf('ar')]).toEqual(['rtl', 'ar-LY-u-nu-latn', 'arabic']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('toggles between the two shipped languages', () => {
    expect(otherLanguage('en')).toBe('ar');
    expect(otherLanguage('ar')).toBe('en');
  });
});

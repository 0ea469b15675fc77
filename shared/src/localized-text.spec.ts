import { isLanguage, localize } from './localized-text';

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

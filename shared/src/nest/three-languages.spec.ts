/**
 * The language table drives the types and the DTO inputs: built for three languages (not shipped),
 * a LocalizedTextInput demands the third one and the switcher's helpers cycle through all three.
 */
import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { LANGUAGES, languageSpec, nextLanguage, type LanguageSpec } from '../languages';
import { localizedTextInputFor } from './localized-text.input';

const THREE = ['en', 'ar', 'fr'] as const;
type Three = (typeof THREE)[number];
const THREE_TABLE: readonly LanguageSpec[] = [
  ...LANGUAGES,
  { code: 'fr', dir: 'ltr', locale: 'fr-FR', font: 'latin', label: 'Français', compactMonth: 'short' },
];

class TitleInput extends localizedTextInputFor(THREE)(20, { trim: true }) {}

function messagesFor(plain: object): string[] {
  const value = plainToInstance(TitleInput, plain);
  return validateSync(value, { whitelist: true, forbidNonWhitelisted: true }).flatMap((error) =>
    Object.values(error.constraints ?? {}),
  );
}

describe('a LocalizedTextInput built for three languages', () => {
  it('accepts a body with all three and trims each', () => {
    const body: Record<Three, string> = { en: ' Tripoli ', ar: 'طرابلس', fr: ' Tripoli ' };
    const value = plainToInstance(TitleInput, body);

    expect(validateSync(value)).toEqual([]);
    expect({ ...value }).toEqual({ en: 'Tripoli', ar: 'طرابلس', fr: 'Tripoli' });
  });

  it('refuses a body missing the third language', () => {
    expect(messagesFor({ en: 'Tripoli', ar: 'طرابلس' })).toEqual(
      expect.arrayContaining(['fr must be a string', 'fr should not be empty']),
    );
  });

  it('applies the length limit to the third language too', () => {
    expect(messagesFor({ en: 'a', ar: 'b', fr: 'x'.repeat(21) })).toEqual([
      'fr must be shorter than or equal to 20 characters',
    ]);
  });
});

describe('languageSpec on a three-language table', () => {
  it('finds each row and falls back to the first for an unknown code', () => {
    expect(languageSpec('fr', THREE_TABLE).locale).toBe('fr-FR');
    expect(languageSpec('ar', THREE_TABLE).dir).toBe('rtl');
    expect(languageSpec('de', THREE_TABLE).code).toBe('en');
  });

  it('cycles through all three for the next language', () => {
    expect(['en', 'ar', 'fr'].map((code) => nextLanguage(code, THREE_TABLE).code)).toEqual([
      'ar',
      'fr',
      'en',
    ]);
  });
});

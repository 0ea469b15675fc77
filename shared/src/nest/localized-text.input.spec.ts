import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { LocalizedTextInput } from './localized-text.input';
import { OptionalPhoneField } from './text-fields';

class TrimmedInput extends LocalizedTextInput(10, { trim: true }) {}
class KeptInput extends LocalizedTextInput(10, { lines: 'multi' }) {}

class Contact {
  @OptionalPhoneField()
  phone?: string;
}

function check<T extends object>(cls: new () => T, plain: object): { value: T; messages: string[] } {
  const value = plainToInstance(cls, plain);
  const messages = validateSync(value, { whitelist: true, forbidNonWhitelisted: true }).flatMap((e) =>
    Object.values(e.constraints ?? {}),
  );
  return { value, messages };
}

describe('LocalizedTextInput', () => {
  it('with trim, trims both languages and refuses what is empty after trimming', () => {
    expect(check(TrimmedInput, { en: '  Tripoli ', ar: ' طرابلس ' })).toEqual({
      value: { en: 'Tripoli', ar: 'طرابلس' },
      messages: [],
    });
    expect(check(TrimmedInput, { en: '   ', ar: 'نص' }).messages).toEqual(['en should not be empty']);
  });

  it('without trim, keeps the text as sent and refuses only whitespace', () => {
    expect(check(KeptInput, { en: ' <p>x</p> ', ar: 'نص' })).toEqual({
      value: { en: ' <p>x</p> ', ar: 'نص' },
      messages: [],
    });
    expect(check(KeptInput, { en: 'text', ar: ' \n ' }).messages).toEqual(['ar must not be empty']);
  });

  it.each([TrimmedInput, KeptInput])(
    'requires both languages as strings of at most the limit (%p)',
    (cls) => {
      const { messages } = check(cls, { en: 'x'.repeat(11), ar: 5, fr: 'y' });

      expect(messages).toEqual(
        expect.arrayContaining([
          'en must be shorter than or equal to 10 characters',
          'ar must be a string',
          'property fr should not exist',
        ]),
      );
      expect(check(cls, {}).messages).toEqual(
        expect.arrayContaining(['en must be a string', 'ar must be a string']),
      );
    },
  );
});

describe('OptionalPhoneField', () => {
  it.each(['+218 91 234 5678', '(021) 333-4444', '٠٩١٢٣٤٥٦٧٨'])('accepts %j', (phone) => {
    expect(check(Contact, { phone }).messages).toEqual([]);
  });

  it('treats an empty or blank phone as not given', () => {
    expect(check(Contact, { phone: '   ' })).toEqual({ value: { phone: undefined }, messages: [] });
  });

  it.each(['call me', '12345', '+218 91 234 5678 ext 2', '1'.repeat(31)])('refuses %j', (phone) => {
    expect(check(Contact, { phone }).messages).toEqual([
      'phone may hold only digits, spaces, + - ( ) and at least six digits',
    ]);
  });
});

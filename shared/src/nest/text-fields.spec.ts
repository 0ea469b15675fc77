import type { ErrorEnvelope } from '../errors';
import { AppError } from './app-error';
import { toEnvelope } from './error.filter';
import { LocalizedTextInput } from './localized-text.input';
import { EmailField, MultiLineTextField, SingleLineTextField } from './text-fields';
import { createValidationPipe } from './validation';
import { IsObject, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';

class BodyInput extends LocalizedTextInput(100, { lines: 'multi' }) {}

class FormDto {
  @SingleLineTextField({ maxLength: 50 })
  name!: string;

  @EmailField()
  email!: string;

  @MultiLineTextField({ maxLength: 100 })
  message!: string;

  @MultiLineTextField({ maxLength: 100, optional: true })
  notes?: string;

  @IsObject()
  @ValidateNested()
  @Type(() => BodyInput)
  body!: BodyInput;
}

const valid = () => ({
  name: 'Nadia Elmagrahi',
  email: 'nadia@example.ly',
  message: 'Hello',
  body: { en: 'Body', ar: 'نص' },
});

const pipe = createValidationPipe();
const accept = (body: Record<string, unknown>) => pipe.transform(body, { type: 'body', metatype: FormDto });

async function refuse(body: Record<string, unknown>): Promise<ErrorEnvelope> {
  const error: unknown = await accept(body).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return toEnvelope(error);
}

describe('shared text fields', () => {
  it('stores text normalised: NFC, trimmed, LF line ends; Arabic kept as written', async () => {
    const dto = (await accept({
      ...valid(),
      name: '  Cafe\u0301 مُحَمَّد ٠٩١ ',
      message: 'one\r\ntwo\r\n\tthree',
      notes: '   ',
      body: { en: 'a\r\nb', ar: 'الدَّعْمُ 👍' },
    })) as FormDto;
    expect(dto.name).toBe('Caf\u00e9 مُحَمَّد ٠٩١');
    expect(dto.message).toBe('one\ntwo\n\tthree');
    expect(dto.notes).toBeUndefined();
    expect(dto.body).toEqual({ en: 'a\nb', ar: 'الدَّعْمُ 👍' });
  });

  it('refuses control, direction-override and zero-width characters with rule isPlainText', async () => {
    const envelope = await refuse({
      ...valid(),
      name: 'Nadia\u202eylbmaE',
      message: 'hello\u0000',
      notes: 'zero\u200bwidth',
      body: { en: 'ok', ar: 'نص\u2066' },
    });
    expect(envelope.details).toEqual(
      expect.arrayContaining([
        { field: 'name', rule: 'isPlainText' },
        { field: 'message', rule: 'isPlainText' },
        { field: 'notes', rule: 'isPlainText' },
        { field: 'body.ar', rule: 'isPlainText' },
      ]),
    );
    expect(envelope.message).toEqual(expect.arrayContaining([expect.stringContaining('U+202E')]));
  });

  it('refuses a line break in a single-line field', async () => {
    const envelope = await refuse({ ...valid(), name: 'Nadia\r\nBcc: x@evil.ly' });
    expect(envelope.details).toEqual([{ field: 'name', rule: 'isPlainText' }]);
  });

  it('refuses an email a mailto link would carry extra headers with, under rule isPlainEmail', async () => {
    const envelope = await refuse({ ...valid(), email: 'x?bcc=attacker%40evil.ly&body=hi@example.ly' });
    expect(envelope.details).toEqual([{ field: 'email', rule: 'isPlainEmail' }]);
  });
});

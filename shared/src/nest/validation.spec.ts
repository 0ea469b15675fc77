import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsEnum,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { ErrorEnvelope } from '../errors';
import { AppError } from './app-error';
import { toEnvelope } from './error.filter';
import { LocalizedTextInput } from './localized-text.input';
import { OptionalPhoneField } from './text-fields';
import { createValidationPipe } from './validation';

enum Level {
  Junior = 'junior',
  Senior = 'senior',
}

class TitleInput extends LocalizedTextInput(20, { trim: true }) {}
class BodyInput extends LocalizedTextInput(50) {}

class ItemDto {
  @IsString()
  @MaxLength(5)
  en!: string;
}

class SampleDto {
  @IsEmail()
  email!: string;

  @IsString()
  @MaxLength(10)
  company!: string;

  @IsIn(['small', 'large'])
  size!: string;

  @IsEnum(Level)
  level!: Level;

  @IsInt()
  @Min(1)
  @Max(9)
  count!: number;

  @OptionalPhoneField()
  phone?: string;

  @IsObject()
  @ValidateNested()
  @Type(() => TitleInput)
  title!: TitleInput;

  @IsObject()
  @ValidateNested()
  @Type(() => BodyInput)
  body!: BodyInput;

  @IsArray()
  @ArrayMaxSize(2)
  @ValidateNested({ each: true })
  @Type(() => ItemDto)
  items!: ItemDto[];
}

const valid = () => ({
  email: 'huda@example.ly',
  company: 'Madar',
  size: 'small',
  level: 'junior',
  count: 3,
  title: { en: 'Title', ar: 'عنوان' },
  body: { en: '<p>Body</p>', ar: '<p>نص</p>' },
  items: [{ en: 'one' }],
});

/** The envelope the global filter would send for this body. */
async function refuse(body: Record<string, unknown>): Promise<ErrorEnvelope> {
  const pipe = createValidationPipe();
  const error: unknown = await pipe.transform(body, { type: 'body', metatype: SampleDto }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return toEnvelope(error);
}

describe('createValidationPipe', () => {
  it('accepts a valid body', async () => {
    const pipe = createValidationPipe();
    await expect(pipe.transform(valid(), { type: 'body', metatype: SampleDto })).resolves.toBeInstanceOf(
      SampleDto,
    );
  });

  it.each([
    ['no body (none sent, or one of a type no parser reads)', undefined],
    ['an array', []],
    ['an array of valid bodies', [valid()]],
  ])('refuses %s as a body, where Nest would validate it as an empty DTO', async (_name, body) => {
    const pipe = createValidationPipe();
    const error: unknown = await pipe
      .transform(body, { type: 'body', metatype: SampleDto })
      .catch((e: unknown) => e);
    expect(toEnvelope(error)).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION.FAILED',
      details: [{ field: '', rule: 'isObject' }],
    });
  });

  it('refuses a reserved key the JSON middleware never saw (a multipart field)', async () => {
    const pipe = createValidationPipe();
    const fields = Object.assign(Object.create(null) as object, valid(), { constructor: 'x' });
    const error: unknown = await pipe
      .transform(fields, { type: 'body', metatype: SampleDto })
      .catch((e: unknown) => e);
    expect(toEnvelope(error)).toMatchObject({ details: [{ field: 'constructor', rule: 'unknownField' }] });
  });

  it('leaves a body without a DTO class, and queries, to the usual rules', async () => {
    const pipe = createValidationPipe();
    await expect(pipe.transform(undefined, { type: 'body' })).resolves.toBeUndefined();
    await expect(pipe.transform(['x'], { type: 'body', metatype: Array })).resolves.toEqual(['x']);
  });

  it('reports each failed rule with its field and the params declared on the constraint', async () => {
    const envelope = await refuse({
      ...valid(),
      email: 'not-an-email',
      company: 'Sahara Star Logistics',
      size: 'huge',
      level: 'lead',
      count: 12,
    });
    expect(envelope).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', error: 'Bad Request' });
    expect(envelope.details).toEqual([
      { field: 'email', rule: 'isEmail' },
      { field: 'company', rule: 'maxLength', params: { max: 10 } },
      { field: 'size', rule: 'isIn', params: { values: ['small', 'large'] } },
      { field: 'level', rule: 'isEnum', params: { values: ['junior', 'senior'] } },
      { field: 'count', rule: 'max', params: { max: 9 } },
    ]);
  });

  it('keeps the English sentences in message, one per detail', async () => {
    const envelope = await refuse({ ...valid(), email: 'nope', count: 0 });
    expect(envelope.message).toEqual(['email must be an email', 'count must not be less than 1']);
    expect(envelope.details).toEqual([
      { field: 'email', rule: 'isEmail' },
      { field: 'count', rule: 'min', params: { min: 1 } },
    ]);
  });

  it('names nested fields by their path, with the limit of their own class', async () => {
    const envelope = await refuse({
      ...valid(),
      title: { en: '   ', ar: 'عنوان طويل جدًا يتجاوز الحد المسموح' },
      body: { en: ' ', ar: '<p>نص</p>' },
    });
    expect(envelope.details).toEqual([
      { field: 'title.en', rule: 'isNotEmpty' },
      { field: 'title.ar', rule: 'maxLength', params: { max: 20 } },
      { field: 'body.en', rule: 'isNotBlank' },
    ]);
    expect(envelope.message).toContain('body.en: en must not be empty');
  });

  it('names the items of an array by their index', async () => {
    const envelope = await refuse({
      ...valid(),
      items: [{ en: 'fine' }, { en: 'far too long' }, { en: 'x' }],
    });
    expect(envelope.details).toEqual([
      { field: 'items', rule: 'arrayMaxSize', params: { max: 2 } },
      { field: 'items.1.en', rule: 'maxLength', params: { max: 5 } },
    ]);
  });

  it('reports a field the DTO does not declare as unknownField, at any depth', async () => {
    const envelope = await refuse({ ...valid(), extra: 1, title: { en: 'Title', ar: 'عنوان', fr: 'Titre' } });
    expect(envelope.details).toEqual([
      { field: 'extra', rule: 'unknownField' },
      { field: 'title.fr', rule: 'unknownField' },
    ]);
    expect(envelope.message).toEqual(
      expect.arrayContaining(['property extra should not exist', 'title.fr: property fr should not exist']),
    );
  });

  it('names the shared text rules: a missing nested object, a wrong type, a phone number', async () => {
    const envelope = await refuse({ ...valid(), title: undefined, company: 7, phone: 'call me' });
    expect(envelope.details).toEqual(
      expect.arrayContaining([
        { field: 'company', rule: 'isString' },
        { field: 'phone', rule: 'isPhone' },
        { field: 'title', rule: 'isObject' },
      ]),
    );
  });
});

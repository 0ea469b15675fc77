/**
 * The text rules the public forms and admin inputs of the services share: strings are normalised to NFC
 * and trimmed, a text left empty after trimming counts as not given, each kind of field has one maximum
 * length, and a phone number is checked permissively (visitors type it in many ways; a person reads it,
 * not a dialler). Every text field is single-line or multi-line (`plain-text.ts` holds the rule: which
 * control, direction and zero-width characters each refuses) and every email a plain address.
 * The rules have names of their own (`isNotBlank`, `isPhone`, `isPlainText`, `isPlainEmail`) so a
 * validation detail says which rule failed, not merely that some pattern did.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  isEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  matches,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { EMAIL_MAX, PHONE_MAX, PHONE_PATTERN } from '../contracts/text';
import { isPlainEmail, normalizeText, refusedCharacter, type TextLines } from '../plain-text';
import { stackDecorators } from './decorator-stack';

// The lengths and the phone rule live with the request contracts (browser-safe); re-exported for the DTOs'
// convenience.
export { EMAIL_MAX, LONG_TEXT_MAX, PHONE_MAX, PHONE_PATTERN, SHORT_TEXT_MAX } from '../contracts/text';
export const PHONE_MESSAGE = 'phone may hold only digits, spaces, + - ( ) and at least six digits';
export const EMAIL_MESSAGE = 'email must be a valid email address';

/** Holds some text: anything but whitespace. */
export const NOT_BLANK = /\S/;
export const notBlank = { message: '$property must not be empty' };

/** A pattern check reported under its own rule name (the pattern stays in the metadata). */
export function MatchesRule(name: string, pattern: RegExp, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name,
      constraints: [pattern],
      validator: {
        validate: (value) => typeof value === 'string' && matches(value, pattern),
        defaultMessage: () => `$property must match ${String(pattern)}`,
      },
    },
    options,
  );
}

/** A string holding some text, not only whitespace: rule `isNotBlank`. */
export const IsNotBlank = (options: ValidationOptions = notBlank): PropertyDecorator =>
  MatchesRule('isNotBlank', NOT_BLANK, options);

/** A phone number as PHONE_PATTERN allows: rule `isPhone`. */
export const IsPhone = (options: ValidationOptions = { message: PHONE_MESSAGE }): PropertyDecorator =>
  MatchesRule('isPhone', PHONE_PATTERN, options);

/**
 * Text holding no character the rule of its kind refuses (see `plain-text.ts`): rule `isPlainText`.
 * The message names the first refused character's code point.
 */
export function IsPlainText(lines: TextLines, options?: ValidationOptions): PropertyDecorator {
  const kind = lines === 'single' ? 'on one line' : 'with only tab and newline as controls';
  return ValidateBy(
    {
      name: 'isPlainText',
      validator: {
        validate: (value) => typeof value === 'string' && refusedCharacter(value, lines) === undefined,
        defaultMessage: (args) => {
          const value: unknown = args?.value;
          const found = typeof value === 'string' ? refusedCharacter(value, lines) : undefined;
          return (
            `$property must be plain text ${kind}, without control, direction-override or ` +
            `zero-width characters${found === undefined ? '' : ` (found ${found})`}`
          );
        },
      },
    },
    options,
  );
}

/**
 * An address IsEmail accepts must also be plain (PLAIN_EMAIL_PATTERN): rule `isPlainEmail`. What is no
 * address at all is left to IsEmail, so a field reports one rule, not two.
 */
export const IsPlainEmail = (options: ValidationOptions = { message: EMAIL_MESSAGE }): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isPlainEmail',
      validator: {
        validate: (value) => typeof value !== 'string' || !isEmail(value) || isPlainEmail(value),
      },
    },
    options,
  );

type TransformArgs = { value: unknown };

/** Strings normalised to NFC and trimmed; anything else is left for the validators to refuse. */
export const trimmed = ({ value }: TransformArgs): unknown =>
  typeof value === 'string' ? normalizeText(value, 'single').trim() : value;

/** Optional fields: an empty text is the same as leaving the field out. */
export const trimmedOrAbsent = ({ value }: TransformArgs): unknown => {
  const text = trimmed({ value });
  return text === '' ? undefined : text;
};

/** The transform of a text of the given kind: NFC (and LF line ends if multi-line), optionally trimmed. */
export function normalizedText(lines: TextLines, trim: boolean) {
  return ({ value }: TransformArgs): unknown => {
    if (typeof value !== 'string') return value;
    const text = normalizeText(value, lines);
    return trim ? text.trim() : text;
  };
}

function normalizedOrAbsent(lines: TextLines) {
  const normalize = normalizedText(lines, true);
  return ({ value }: TransformArgs): unknown => {
    const text = normalize({ value });
    return text === '' ? undefined : text;
  };
}

export interface TextFieldOptions {
  maxLength: number;
  /** Left out (or sent empty): the field counts as not given. Otherwise it is required. */
  optional?: boolean;
  /** Shown in the OpenAPI document. */
  example?: string;
}

/**
 * A text field typed by a person: normalised, trimmed, required unless `optional` (an empty optional
 * text counts as not given), at most `maxLength` characters, and plain text of its kind.
 */
export function TextField(lines: TextLines, options: TextFieldOptions): PropertyDecorator {
  const { maxLength, optional = false, example } = options;
  const documented = { maxLength, ...(example !== undefined && { example }) };
  return optional
    ? stackDecorators(
        ApiPropertyOptional(documented),
        Transform(normalizedOrAbsent(lines)),
        IsOptional(),
        IsString(),
        IsPlainText(lines),
        MaxLength(maxLength),
      )
    : stackDecorators(
        ApiProperty(documented),
        Transform(normalizedText(lines, true)),
        IsString(),
        IsNotEmpty(),
        IsPlainText(lines),
        MaxLength(maxLength),
      );
}

/** A name, a subject, a company: one line of text. */
export const SingleLineTextField = (options: TextFieldOptions): PropertyDecorator =>
  TextField('single', options);

/** A message, a description, a cover letter: tab and line breaks kept, CRLF made LF. */
export const MultiLineTextField = (options: TextFieldOptions): PropertyDecorator =>
  TextField('multi', options);

/** A required email address: trimmed, NFC, at most EMAIL_MAX characters, valid and plain. */
export function EmailField(options: { example?: string } = {}): PropertyDecorator {
  return stackDecorators(
    ApiProperty({
      format: 'email',
      maxLength: EMAIL_MAX,
      ...(options.example !== undefined && { example: options.example }),
    }),
    Transform(trimmed),
    IsEmail({}, { message: EMAIL_MESSAGE }),
    IsPlainEmail(),
    MaxLength(EMAIL_MAX),
  );
}

/** A required phone number (PHONE_PATTERN), trimmed. */
export function PhoneField(example = '+218 21 555 0100'): PropertyDecorator {
  return stackDecorators(
    ApiProperty({ maxLength: PHONE_MAX, pattern: PHONE_PATTERN.source, example }),
    Transform(trimmed),
    IsString(),
    IsPhone(),
  );
}

/** An optional phone number (PHONE_PATTERN), trimmed; left empty it counts as not given. */
export function OptionalPhoneField(): PropertyDecorator {
  return stackDecorators(
    ApiPropertyOptional({ maxLength: PHONE_MAX, pattern: PHONE_PATTERN.source, example: '+218 91 234 5678' }),
    Transform(trimmedOrAbsent),
    IsOptional(),
    IsString(),
    IsPhone(),
  );
}

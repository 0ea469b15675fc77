/**
 * The text rules the public forms and admin inputs of the services share: strings are trimmed, a text
 * left empty after trimming counts as not given, each kind of field has one maximum length, and a
 * phone number is checked permissively (visitors type it in many ways; a person reads it, not a dialler).
 * The pattern rules have names of their own (`isNotBlank`, `isPhone`) so a validation detail says which
 * rule failed, not merely that some pattern did.
 */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, matches, ValidateBy, type ValidationOptions } from 'class-validator';
import { stackDecorators } from './decorator-stack';

export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;

/** Digits (Arabic-Indic too), spaces, + - ( ), with at least six digits. */
export const PHONE_PATTERN = /^(?=(?:\D*\p{Nd}){6})[+\p{Nd} ()-]{6,30}$/u;
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

type TransformArgs = { value: unknown };

export const trimmed = ({ value }: TransformArgs): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** Optional fields: an empty text is the same as leaving the field out. */
export const trimmedOrAbsent = ({ value }: TransformArgs): unknown => {
  const text = trimmed({ value });
  return text === '' ? undefined : text;
};

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

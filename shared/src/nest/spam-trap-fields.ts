/**
 * The spam trap's two fields (contracts/spam.ts) as every public form's DTO declares them, so the
 * global pipe, which refuses unknown fields, takes them. A filled honeypot or a too-recent `startedAt`
 * never reaches validation (spam-check.ts answers first); these rules only shape what is left: a blank
 * honeypot is dropped, and `startedAt` must be a time in milliseconds, a number in JSON or digits in a
 * multipart form.
 */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { stackDecorators } from './decorator-stack';
import { trimmedOrAbsent } from './text-fields';

/** Digits (a multipart field) as a number; an empty field as absent; anything else as sent, for IsInt to refuse. */
const millisecondsOrAbsent = ({ value }: TransformFnParams): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : value;
};

/** The honeypot (`website`): hidden from people, so left empty by them. */
export function HoneypotField(): PropertyDecorator {
  return stackDecorators(
    ApiPropertyOptional({
      description:
        'Leave empty: a field hidden from people. A submission that fills it is answered 201 and not stored',
    }),
    Transform(trimmedOrAbsent),
    IsOptional(),
    IsString(),
  );
}

/** `startedAt`: when the form was shown, in milliseconds since the epoch by the browser's clock. */
export function StartedAtField(): PropertyDecorator {
  return stackDecorators(
    ApiPropertyOptional({
      type: 'integer',
      minimum: 0,
      example: 1_767_225_600_000,
      description:
        'When the form was shown (ms since the epoch). Sent sooner after it than SPAM_MIN_FILL_MS: ' +
        'answered 201 and not stored. Left out: not judged by time',
    }),
    Transform(millisecondsOrAbsent),
    IsOptional(),
    IsInt(),
    Min(0),
    Max(Number.MAX_SAFE_INTEGER),
  );
}

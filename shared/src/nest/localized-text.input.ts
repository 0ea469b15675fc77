/**
 * LocalizedText as an admin writes it: both languages required, each a string holding text, at most
 * `maxLength` characters. A service names one subclass per kind of text, because class-validator and
 * the OpenAPI document read the limit from the class and the schema name from the class name:
 *
 *   export class ShortTextInput extends LocalizedTextInput(200) {}
 *
 * With `trim` (plain text) each language is trimmed first and must not be empty; without it (HTML
 * bodies, stored as written after sanitising) it is kept as sent and must not be only whitespace
 * (rule `isNotBlank`).
 */
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { LocalizedText } from '../index';
import { stackDecorators } from './decorator-stack';
import { IsNotBlank, trimmed } from './text-fields';

export interface LocalizedTextInputOptions {
  trim?: boolean;
  /** Shown in the OpenAPI document. */
  example?: LocalizedText;
}

export type LocalizedTextInputClass = new () => LocalizedText;

function textRules(maxLength: number, trim: boolean, example: string | undefined): PropertyDecorator {
  const documented = ApiProperty({ maxLength, ...(example !== undefined && { example }) });
  return trim
    ? stackDecorators(documented, Transform(trimmed), IsString(), IsNotEmpty(), MaxLength(maxLength))
    : stackDecorators(documented, IsString(), IsNotBlank(), MaxLength(maxLength));
}

export function LocalizedTextInput(
  maxLength: number,
  options: LocalizedTextInputOptions = {},
): LocalizedTextInputClass {
  const trim = options.trim ?? false;

  class LocalizedTextInputBase implements LocalizedText {
    @textRules(maxLength, trim, options.example?.en)
    en!: string;

    @textRules(maxLength, trim, options.example?.ar)
    ar!: string;
  }
  return LocalizedTextInputBase;
}

/**
 * LocalizedText as an admin writes it: both languages required, each a string holding text, at most
 * `maxLength` characters. A service names one subclass per kind of text, because class-validator and
 * the OpenAPI document read the limit from the class and the schema name from the class name:
 *
 *   export class ShortTextInput extends LocalizedTextInput(200) {}
 *
 * With `trim` (plain text) each language is trimmed first and must not be empty; without it (HTML
 * bodies, stored as written after sanitising) it is kept as sent and must not be only whitespace
 * (rule `isNotBlank`). Either way each language is normalised to NFC and must be plain text of its
 * kind (`lines`, single-line unless told: rule `isPlainText`); a multi-line text keeps tab and newline,
 * its CRLF line ends made LF.
 */
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { LocalizedText } from '../index';
import { stackDecorators } from './decorator-stack';
import type { TextLines } from '../plain-text';
import { IsNotBlank, IsPlainText, normalizedText } from './text-fields';

export interface LocalizedTextInputOptions {
  trim?: boolean;
  /** `single` (a title, a list item: the default) or `multi` (a description, a body). */
  lines?: TextLines;
  /** Shown in the OpenAPI document. */
  example?: LocalizedText;
}

export type LocalizedTextInputClass = new () => LocalizedText;

function textRules(
  maxLength: number,
  trim: boolean,
  lines: TextLines,
  example: string | undefined,
): PropertyDecorator {
  const documented = ApiProperty({ maxLength, ...(example !== undefined && { example }) });
  const normalize = Transform(normalizedText(lines, trim));
  return trim
    ? stackDecorators(
        documented,
        normalize,
        IsString(),
        IsNotEmpty(),
        IsPlainText(lines),
        MaxLength(maxLength),
      )
    : stackDecorators(
        documented,
        normalize,
        IsString(),
        IsNotBlank(),
        IsPlainText(lines),
        MaxLength(maxLength),
      );
}

export function LocalizedTextInput(
  maxLength: number,
  options: LocalizedTextInputOptions = {},
): LocalizedTextInputClass {
  const trim = options.trim ?? false;
  const lines = options.lines ?? 'single';

  class LocalizedTextInputBase implements LocalizedText {
    @textRules(maxLength, trim, lines, options.example?.en)
    en!: string;

    @textRules(maxLength, trim, lines, options.example?.ar)
    ar!: string;
  }
  return LocalizedTextInputBase;
}

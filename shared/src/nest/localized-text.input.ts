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
 *
 * The properties come from the LANGUAGES table, one per language in table order;
 * `localizedTextInputFor` builds the same factory for another list (tests use three languages).
 */
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LANGUAGE_CODES, type Language } from '../index';
import { stackDecorators } from './decorator-stack';
import type { TextLines } from '../plain-text';
import { IsNotBlank, IsPlainText, normalizedText } from './text-fields';

export interface LocalizedTextInputOptions<L extends string = Language> {
  trim?: boolean;
  /** `single` (a title, a list item: the default) or `multi` (a description, a body). */
  lines?: TextLines;
  /** Shown in the OpenAPI document. */
  example?: Record<L, string>;
}

export type LocalizedTextInputClass<L extends string = Language> = new () => Record<L, string>;

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

/** The LocalizedTextInput factory for a list of language codes. */
export function localizedTextInputFor<L extends string>(languages: readonly L[]) {
  return (maxLength: number, options: LocalizedTextInputOptions<L> = {}): LocalizedTextInputClass<L> => {
    const trim = options.trim ?? false;
    const lines = options.lines ?? 'single';

    class LocalizedTextInputBase {}
    for (const code of languages) {
      // What `@textRules(...) en!: string` compiles to: the type metadata first, then the rules.
      Reflect.defineMetadata('design:type', String, LocalizedTextInputBase.prototype, code);
      textRules(maxLength, trim, lines, options.example?.[code])(LocalizedTextInputBase.prototype, code);
    }
    return LocalizedTextInputBase as LocalizedTextInputClass<L>;
  };
}

export const LocalizedTextInput = localizedTextInputFor(LANGUAGE_CODES);

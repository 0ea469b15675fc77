/**
 * Bilingual inputs of a post. Both languages are required and must hold text; each field has its own
 * length limit, hence one small class per kind of text (class-validator reads limits from the class).
 */
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import type { LocalizedText } from '@madar/shared';

export const NOT_BLANK = /\S/;
export const notBlank = { message: '$property must not be empty' };

export const SHORT_TEXT_MAX = 200;
export const EXCERPT_MAX = 1_000;
// Express refuses JSON bodies over 100 kB before this applies; the limit documents the intent.
export const CONTENT_MAX = 60_000;

/** A post title or an author title: one line in each language. */
export class ShortTextInput implements LocalizedText {
  @ApiProperty({ maxLength: SHORT_TEXT_MAX, example: 'The Future of IT Infrastructure in Libya' })
  @IsString()
  @Matches(NOT_BLANK, notBlank)
  @MaxLength(SHORT_TEXT_MAX)
  en!: string;

  @ApiProperty({ maxLength: SHORT_TEXT_MAX, example: 'مستقبل البنية التحتية لتقنية المعلومات في ليبيا' })
  @IsString()
  @Matches(NOT_BLANK, notBlank)
  @MaxLength(SHORT_TEXT_MAX)
  ar!: string;
}

/** The summary shown on the blog's cards. */
export class ExcerptInput implements LocalizedText {
  @ApiProperty({ maxLength: EXCERPT_MAX })
  @IsString()
  @Matches(NOT_BLANK, notBlank)
  @MaxLength(EXCERPT_MAX)
  en!: string;

  @ApiProperty({ maxLength: EXCERPT_MAX })
  @IsString()
  @Matches(NOT_BLANK, notBlank)
  @MaxLength(EXCERPT_MAX)
  ar!: string;
}

/** The body, as HTML; sanitised to the allowlist before it is stored. */
export class HtmlContentInput implements LocalizedText {
  @ApiProperty({ maxLength: CONTENT_MAX, example: '<p>Libya is rebuilding its networks…</p>' })
  @IsString()
  @Matches(NOT_BLANK, notBlank)
  @MaxLength(CONTENT_MAX)
  en!: string;

  @ApiProperty({ maxLength: CONTENT_MAX, example: '<p>تعيد ليبيا بناء شبكاتها…</p>' })
  @IsString()
  @Matches(NOT_BLANK, notBlank)
  @MaxLength(CONTENT_MAX)
  ar!: string;
}

/**
 * LocalizedText as an admin writes it: both languages required, trimmed, non-empty, and bounded. Three
 * sizes, because a job title, a list item and a description have different sensible lengths.
 */
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { LocalizedText } from '@madar/shared';

export const SHORT_TEXT_MAX = 200;
export const ITEM_TEXT_MAX = 500;
export const LONG_TEXT_MAX = 5000;

export const trimmed = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

export class ShortLocalizedTextInput implements LocalizedText {
  @ApiProperty({ maxLength: SHORT_TEXT_MAX, example: 'Tripoli' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT_TEXT_MAX)
  en!: string;

  @ApiProperty({ maxLength: SHORT_TEXT_MAX, example: 'طرابلس' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT_TEXT_MAX)
  ar!: string;
}

export class ItemLocalizedTextInput implements LocalizedText {
  @ApiProperty({ maxLength: ITEM_TEXT_MAX })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(ITEM_TEXT_MAX)
  en!: string;

  @ApiProperty({ maxLength: ITEM_TEXT_MAX })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(ITEM_TEXT_MAX)
  ar!: string;
}

export class LongLocalizedTextInput implements LocalizedText {
  @ApiProperty({ maxLength: LONG_TEXT_MAX })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LONG_TEXT_MAX)
  en!: string;

  @ApiProperty({ maxLength: LONG_TEXT_MAX })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LONG_TEXT_MAX)
  ar!: string;
}

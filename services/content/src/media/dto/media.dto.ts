/** Request bodies and queries of /api/media, validated by the global pipe (unknown fields are a 400). */
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from '@madar/shared';
import { LocalizedTextInput, NestedField } from '@madar/shared/nest';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MEDIA_ALT_MAX, MEDIA_DEFAULT_PAGE_SIZE } from '../media.model';

/** What the image shows, for people who cannot see it: both languages, single-line. */
export class MediaAltInput extends LocalizedTextInput(MEDIA_ALT_MAX, {
  example: { en: 'Engineers splicing fibre in Misrata', ar: 'مهندسون يلحمون الألياف الضوئية في مصراتة' },
}) {}

/** PATCH /api/media/:id. */
export class UpdateMediaDto {
  @NestedField(MediaAltInput)
  alt!: MediaAltInput;
}

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** GET /api/media?search=&page=&pageSize=: the library's list, newest first. */
export class ListMediaQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: MEDIA_DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize: number = MEDIA_DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({ maxLength: MAX_SEARCH_LENGTH, description: 'In the alt texts and the file name' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(MAX_SEARCH_LENGTH)
  search?: string;
}

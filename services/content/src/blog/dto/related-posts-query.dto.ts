/** `?limit=` of `GET /api/blog/posts/{slug}/related`: 1 to 12, default 3 (the post page shows three). */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_RELATED_LIMIT = 3;
export const MAX_RELATED_LIMIT = 12;

export class RelatedPostsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_RELATED_LIMIT, default: DEFAULT_RELATED_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_RELATED_LIMIT)
  limit: number = DEFAULT_RELATED_LIMIT;
}

/** `?limit=` of the activity routes: 1 to 50, default 5. */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DEFAULT_ACTIVITY_LIMIT, MAX_ACTIVITY_LIMIT } from '../stats';

export class ActivityQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_ACTIVITY_LIMIT, default: DEFAULT_ACTIVITY_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_ACTIVITY_LIMIT)
  limit: number = DEFAULT_ACTIVITY_LIMIT;
}

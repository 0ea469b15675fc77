/** `?weeks=` of the weekly submission counts behind the dashboard chart: 1 to 26, default 8. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DEFAULT_WEEKS, MAX_WEEKS } from '../list-query';

export class WeeklyQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_WEEKS, default: DEFAULT_WEEKS })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_WEEKS)
  weeks: number = DEFAULT_WEEKS;
}

export class WeeklyCountDto {
  @ApiProperty({ description: 'Start of the seven-day window (inclusive), ISO time' })
  start!: string;
  @ApiProperty({ description: 'Submissions received in the window' })
  count!: number;
}

import { ApiProperty } from '@nestjs/swagger';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_TYPES,
  type ActivityAction,
  type ActivityItem,
  type ActivityType,
  type StatSummary,
} from '@madar/shared';
import { LocalizedTextDto } from '@madar/shared/nest';

/** OpenAPI models of the dashboard figures the blog contributes. */
export class StatSummaryDto implements StatSummary {
  @ApiProperty({ example: 7, description: 'All posts, drafts included' })
  total!: number;

  @ApiProperty({
    example: 50,
    description: 'Percent change of posts created in the last 30 days vs the 30 before',
  })
  change!: number;

  @ApiProperty({ example: true })
  isPositive!: boolean;
}

export class ActivityItemDto implements ActivityItem {
  @ApiProperty({ example: '3b0f7c52-9d1e-4e8a-a6f4-2c7d5e1b9a03:published' })
  id!: string;

  @ApiProperty({ enum: ACTIVITY_TYPES, example: 'blog' })
  type!: ActivityType;

  @ApiProperty({ enum: ACTIVITY_ACTIONS, example: 'published' })
  action!: ActivityAction;

  @ApiProperty({ type: LocalizedTextDto, description: "The post's title" })
  title!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto, description: 'Category and author' })
  description!: LocalizedTextDto;

  @ApiProperty({ format: 'date-time' })
  timestamp!: string;
}

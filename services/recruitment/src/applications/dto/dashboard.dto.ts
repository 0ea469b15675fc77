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

/** OpenAPI model of GET /api/applications/stats. */
export class StatSummaryDto implements StatSummary {
  @ApiProperty({ example: 9 })
  total!: number;

  @ApiProperty({ example: 100, description: 'Percent change of the last 30 days against the 30 before' })
  change!: number;

  @ApiProperty({ example: true })
  isPositive!: boolean;
}

/** OpenAPI model of one item of GET /api/applications/activity. */
export class ActivityItemDto implements ActivityItem {
  @ApiProperty({ description: 'The application id' })
  id!: string;

  @ApiProperty({ enum: ACTIVITY_TYPES, example: 'job' })
  type!: ActivityType;

  @ApiProperty({ enum: ACTIVITY_ACTIONS, example: 'applied' })
  action!: ActivityAction;

  @ApiProperty({ type: LocalizedTextDto, description: "The applicant's name, the same in both languages" })
  title!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto, description: 'The position applied for, as written' })
  description!: LocalizedTextDto;

  @ApiProperty({ format: 'date-time' })
  timestamp!: string;
}

/** Response shapes of the admin dashboard routes (stats and activity), for the OpenAPI document. */
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

export class StatSummaryDto implements StatSummary {
  @ApiProperty({ example: 8 })
  total!: number;

  @ApiProperty({ example: 33.3, description: 'Percent change of the last 30 days against the 30 before' })
  change!: number;

  @ApiProperty({ description: 'Whether the change is a rise (or none)' })
  isPositive!: boolean;
}

export class ActivityItemDto implements ActivityItem {
  @ApiProperty({ description: 'The id of the record the item is about' })
  id!: string;

  @ApiProperty({ enum: ACTIVITY_TYPES })
  type!: ActivityType;

  @ApiProperty({ enum: ACTIVITY_ACTIONS, description: 'A key the web translates' })
  action!: ActivityAction;

  @ApiProperty({ type: LocalizedTextDto })
  title!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  description!: LocalizedTextDto;

  @ApiProperty({ format: 'date-time' })
  timestamp!: string;
}

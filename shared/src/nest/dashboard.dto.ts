/**
 * OpenAPI models of the admin dashboard figures every service contributes (GET .../stats and
 * .../activity); a controller says in its @ApiOkResponse description what its items hold.
 */
import { ApiProperty } from '@nestjs/swagger';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_TYPES,
  type ActivityAction,
  type ActivityItem,
  type ActivityType,
  type StatSummary,
} from '../index';
import { LocalizedTextDto } from './api-models.dto';

export class StatSummaryDto implements StatSummary {
  @ApiProperty({ example: 8, description: 'How many there are in all' })
  total!: number;

  @ApiProperty({ example: 33.3, description: 'Percent change of the last 30 days against the 30 before' })
  change!: number;

  @ApiProperty({ example: true, description: 'Whether the change is a rise (or none)' })
  isPositive!: boolean;
}

export class ActivityItemDto implements ActivityItem {
  @ApiProperty({ description: 'A key unique within the list, made from the id of the record it is about' })
  id!: string;

  @ApiProperty({ enum: ACTIVITY_TYPES })
  type!: ActivityType;

  @ApiProperty({ enum: ACTIVITY_ACTIONS, description: 'A key the web translates' })
  action!: ActivityAction;

  @ApiProperty({ type: LocalizedTextDto, description: 'What the item is about' })
  title!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto, description: 'A detail under the title' })
  description!: LocalizedTextDto;

  @ApiProperty({ format: 'date-time' })
  timestamp!: string;
}

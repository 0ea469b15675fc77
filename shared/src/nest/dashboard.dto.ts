/**
 * OpenAPI models of the admin dashboard figures every service contributes (GET .../stats and
 * .../activity); a controller says in its @ApiOkResponse description what its items hold.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_RECORD_KINDS,
  ACTIVITY_TYPES,
  APPLICATION_STATUSES,
  BRIEF_STATUSES,
  type ActivityAction,
  type ActivityActor,
  type ActivityItem,
  type ActivityRecord,
  type ActivityRecordKind,
  type ActivityStatus,
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

export class ActivityActorDto implements ActivityActor {
  @ApiProperty({ example: '0b7c6d2e-5f1a-4c8e-9d3b-2a1f4e6c8b90', description: 'The staff account id' })
  id!: string;

  @ApiProperty({ example: 'sara@madar.ly', format: 'email' })
  email!: string;
}

export class ActivityRecordDto implements ActivityRecord {
  @ApiProperty({ enum: ACTIVITY_RECORD_KINDS, description: 'Which admin screen opens the record' })
  kind!: ActivityRecordKind;

  @ApiProperty({ example: '7d0c1b9e-3f4a-4e2b-8c6d-5a9f1e2b3c4d', description: "The record's id" })
  id!: string;
}

const ACTIVITY_STATUSES: readonly ActivityStatus[] = [
  ...new Set([...BRIEF_STATUSES, ...APPLICATION_STATUSES]),
];

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

  @ApiPropertyOptional({
    type: ActivityActorDto,
    description:
      'The staff member who made the change, from the audit log; absent for what a visitor sent and for ' +
      'a change the log has no entry of',
  })
  actor?: ActivityActorDto;

  @ApiPropertyOptional({
    enum: ACTIVITY_STATUSES,
    description: 'status-changed items only: the new status of the brief (client_brief) or application (job)',
  })
  status?: ActivityStatus;

  @ApiProperty({
    type: ActivityRecordDto,
    description: 'The record the item is about (a brief, an application, a post…), for a link to it',
  })
  record!: ActivityRecordDto;
}

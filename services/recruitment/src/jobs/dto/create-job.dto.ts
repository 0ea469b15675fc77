/**
 * A job as the admin writes it: every text in both languages, one to twenty responsibilities and
 * requirements, whether it is published, and an optional closing date. The other dates, the id and the
 * application count are the service's.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsISO8601, IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import {
  isCalendarDate,
  JOB_LIST_MAX,
  JOB_TIME_ZONE,
  type JobRequest,
  SCHEDULE_TIME_PATTERN,
} from '@madar/shared';
import { MatchesRule, NestedField, NestedListField } from '@madar/shared/nest';
import {
  JobDepartmentInput,
  JobDescriptionInput,
  JobListItemInput,
  JobLocationInput,
  JobTitleInput,
  JobTypeInput,
} from '../../common/localized-text.input';

export class CreateJobDto implements JobRequest {
  @NestedField(JobTitleInput, { reportMissing: true })
  title!: JobTitleInput;

  @NestedField(JobDepartmentInput, { reportMissing: true })
  department!: JobDepartmentInput;

  @NestedField(JobLocationInput, { reportMissing: true })
  location!: JobLocationInput;

  @NestedField(JobTypeInput, { reportMissing: true, description: 'Full-time, Contract, ...' })
  type!: JobTypeInput;

  @NestedField(JobDescriptionInput, { reportMissing: true })
  description!: JobDescriptionInput;

  @NestedListField(JobListItemInput, { minItems: 1, maxItems: JOB_LIST_MAX })
  responsibilities!: JobListItemInput[];

  @NestedListField(JobListItemInput, { minItems: 1, maxItems: JOB_LIST_MAX })
  requirements!: JobListItemInput[];

  @ApiProperty({ description: 'A draft (false) is listed only to an admin' })
  @IsBoolean()
  published!: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-12-31',
    description:
      `The last day applications are taken (${JOB_TIME_ZONE}); null or left out: no closing date. ` +
      'On creation it may not be before today (rule notBeforeToday); an edit may set any real date.',
  })
  @IsOptional()
  @ValidateBy({
    name: 'isCalendarDate',
    validator: {
      validate: isCalendarDate,
      defaultMessage: () => '$property must be a real date written YYYY-MM-DD',
    },
  })
  closesAt?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-12-01T08:00:00+02:00',
    description:
      'A draft only: publish it by itself at this moment (with Z or an offset; answered in UTC), ahead of ' +
      'now (400 JOB.SCHEDULE_IN_PAST); null cancels it; publishing clears it',
  })
  // null is a value here: it cancels the schedule.
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @MatchesRule('isScheduleTime', SCHEDULE_TIME_PATTERN, {
    message: 'publishAt must be an ISO 8601 time with Z or an offset, such as 2026-12-01T08:00:00+02:00',
  })
  @IsISO8601({ strict: true })
  publishAt?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2027-01-15T17:00:00+02:00',
    description:
      'Take the job off the site (unpublish it) by itself at this moment, ahead of now (400 ' +
      'JOB.SCHEDULE_IN_PAST) and after publishAt (400 JOB.CLOSE_BEFORE_PUBLISH); null cancels it',
  })
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @MatchesRule('isScheduleTime', SCHEDULE_TIME_PATTERN, {
    message: 'closeAt must be an ISO 8601 time with Z or an offset, such as 2027-01-15T17:00:00+02:00',
  })
  @IsISO8601({ strict: true })
  closeAt?: string | null;
}

/**
 * A job as the admin writes it: every text in both languages, one to twenty responsibilities and
 * requirements, whether it is published, and an optional closing date. The other dates, the id and the
 * application count are the service's.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, ValidateBy } from 'class-validator';
import { isCalendarDate, JOB_LIST_MAX, JOB_TIME_ZONE, type JobRequest } from '@madar/shared';
import { NestedField, NestedListField } from '@madar/shared/nest';
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
}

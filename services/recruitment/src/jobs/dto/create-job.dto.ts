/**
 * A job as the admin writes it: every text in both languages, one to twenty responsibilities and
 * requirements, whether it is published, and an optional closing date. The other dates, the id and the
 * application count are the service's.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsObject,
  IsOptional,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { isCalendarDate, JOB_LIST_MAX, JOB_TIME_ZONE, type JobRequest } from '@madar/shared';
import {
  JobDepartmentInput,
  JobDescriptionInput,
  JobListItemInput,
  JobLocationInput,
  JobTitleInput,
  JobTypeInput,
} from '../../common/localized-text.input';

export class CreateJobDto implements JobRequest {
  @ApiProperty({ type: JobTitleInput })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => JobTitleInput)
  title!: JobTitleInput;

  @ApiProperty({ type: JobDepartmentInput })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => JobDepartmentInput)
  department!: JobDepartmentInput;

  @ApiProperty({ type: JobLocationInput })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => JobLocationInput)
  location!: JobLocationInput;

  @ApiProperty({ type: JobTypeInput, description: 'Full-time, Contract, ...' })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => JobTypeInput)
  type!: JobTypeInput;

  @ApiProperty({ type: JobDescriptionInput })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => JobDescriptionInput)
  description!: JobDescriptionInput;

  @ApiProperty({ type: JobListItemInput, isArray: true, minItems: 1, maxItems: JOB_LIST_MAX })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(JOB_LIST_MAX)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => JobListItemInput)
  responsibilities!: JobListItemInput[];

  @ApiProperty({ type: JobListItemInput, isArray: true, minItems: 1, maxItems: JOB_LIST_MAX })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(JOB_LIST_MAX)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => JobListItemInput)
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

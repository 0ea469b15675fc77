/**
 * A job as the admin writes it: every text in both languages, one to twenty responsibilities and
 * requirements, and whether it is published. Dates, the id and the application count are the service's.
 */
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsObject,
  ValidateNested,
} from 'class-validator';
import { JOB_LIST_MAX, type JobRequest } from '@madar/shared';
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
}

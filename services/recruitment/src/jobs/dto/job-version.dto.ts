import { ApiProperty, OmitType } from '@nestjs/swagger';
import type { Version } from '@madar/shared';
import { VersionSummaryDto } from '@madar/shared/data';
import type { JobRecord } from '../jobs.store';
import { JobDto } from './job.dto';

/** A job as a version keeps it: everything but the application count. */
export class JobStateDto extends OmitType(JobDto, ['applications'] as const) {}

/** OpenAPI model of one version of a job: the job whole, as that save left it. */
export class JobVersionDto extends VersionSummaryDto implements Version<JobRecord> {
  @ApiProperty({
    type: JobStateDto,
    description: 'The job as that save left it, without its application count',
  })
  state!: JobStateDto;
}

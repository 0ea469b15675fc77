import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { JOB_ID_PATTERN } from './create-application.dto';

/** Query of GET /api/applications: optionally one job's applications; a job with none gives []. */
export class ListApplicationsQueryDto {
  @ApiPropertyOptional({ pattern: JOB_ID_PATTERN.source, example: 'senior-network-engineer' })
  @IsOptional()
  @IsString()
  @Matches(JOB_ID_PATTERN, { message: 'jobId must be a job id' })
  jobId?: string;
}

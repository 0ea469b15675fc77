import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export const JOB_LIST_STATUSES = ['all'] as const;

/**
 * Query of GET /api/jobs. Like request bodies, the query is whitelisted: an unknown parameter is a
 * 400, so a mistyped `?stauts=all` fails loudly instead of silently returning the public list.
 */
export class ListJobsQueryDto {
  @ApiPropertyOptional({
    enum: JOB_LIST_STATUSES,
    description: 'Omit for published jobs; `all` also lists drafts and requires an admin token',
  })
  @IsOptional()
  @IsIn(JOB_LIST_STATUSES)
  status?: (typeof JOB_LIST_STATUSES)[number];
}

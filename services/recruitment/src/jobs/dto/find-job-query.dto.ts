/**
 * Query of GET /api/jobs/:id: none for visitors; `status=all` asks for the admin's view (drafts too,
 * a token required), as the list does. Whitelisted like every query: anything else is a 400.
 */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export const JOB_STATUS_ALL = ['all'] as const;

export class FindJobQueryDto {
  @ApiPropertyOptional({ enum: JOB_STATUS_ALL, description: 'all: any job, drafts included (admin only)' })
  @IsOptional()
  @IsIn(JOB_STATUS_ALL)
  status?: (typeof JOB_STATUS_ALL)[number];
}

/**
 * `GET /api/applications` and its CSV export: one job's or all, page, search, status and assignee
 * filters and order.
 */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import {
  APPLICATION_DEFAULT_SORT,
  APPLICATION_SORT_FIELDS,
  APPLICATION_STATUSES,
  type ApplicationSortField,
  type ApplicationStatus,
  type Language,
  LANGUAGE_CODES,
} from '@madar/shared';
import { AssigneeFilterField, assigneeFilter } from '@madar/shared/follow-up';
import { listQueryDto, pageDto } from '@madar/shared/nest';
import { JOB_ID_PATTERN } from '../../jobs/job-id';
import type { ApplicationListQuery } from '../applications.store';
import { ApplicationDto } from './application.dto';

export class ListApplicationsQueryDto extends listQueryDto<ApplicationSortField, ApplicationStatus>({
  sortFields: APPLICATION_SORT_FIELDS,
  defaultSort: APPLICATION_DEFAULT_SORT,
  statuses: APPLICATION_STATUSES,
}) {
  @ApiPropertyOptional({
    pattern: JOB_ID_PATTERN.source,
    example: 'senior-network-engineer',
    description: "Only this job's applications (none for a job no one applied to)",
  })
  @IsOptional()
  @IsString()
  @Matches(JOB_ID_PATTERN, { message: 'jobId must be a job id' })
  jobId?: string;

  @AssigneeFilterField()
  assignee?: string;

  /** The query as the store runs it, `?assignee=me` read as `me`, the signed-in person's id. */
  toApplicationListQuery(me: string): ApplicationListQuery {
    const assignee = assigneeFilter(this.assignee, me);
    return {
      ...this.toListQuery(),
      ...(this.jobId !== undefined && { jobId: this.jobId }),
      ...(assignee !== undefined && { assignee }),
    };
  }
}

export class ExportApplicationsQueryDto extends ListApplicationsQueryDto {
  @ApiPropertyOptional({
    enum: LANGUAGE_CODES,
    default: 'en',
    description: 'Language of the headers and labels',
  })
  @IsOptional()
  @IsIn(LANGUAGE_CODES)
  lang: Language = 'en';
}

export class ApplicationPageDto extends pageDto(ApplicationDto, 'ApplicationPageDto') {}

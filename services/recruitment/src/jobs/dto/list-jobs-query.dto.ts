/**
 * Query of GET /api/jobs. Without `status` it is the public list (published jobs, no parameters);
 * `status=all|published|scheduled|draft` asks for the admin list (a token is required) with the page, search and
 * order parameters of every admin list, `all` meaning no filter. Like request bodies, the query is
 * whitelisted: an unknown parameter is a 400, so a mistyped `?stauts=all` fails loudly.
 */
import { JOB_DEFAULT_SORT, JOB_SORT_FIELDS, type JobSortField, PUBLICATION_STATUSES } from '@madar/shared';
import { listQueryDto, pageDto } from '@madar/shared/nest';
import type { JobListQuery } from '../jobs.store';
import { JobDto } from './job.dto';

export const JOB_LIST_STATUSES = ['all', ...PUBLICATION_STATUSES] as const;
export type JobListStatus = (typeof JOB_LIST_STATUSES)[number];

export class ListJobsQueryDto extends listQueryDto<JobSortField, JobListStatus>({
  sortFields: JOB_SORT_FIELDS,
  defaultSort: JOB_DEFAULT_SORT,
  statuses: JOB_LIST_STATUSES,
}) {
  /** The store's query: `all` is no filter. */
  toJobListQuery(): JobListQuery {
    const { status, ...query } = this.toListQuery();
    return status === undefined || status === 'all' ? query : { ...query, status };
  }
}

export class JobPageDto extends pageDto(JobDto, 'JobPageDto') {}

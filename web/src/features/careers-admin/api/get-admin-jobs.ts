import {
  JOB_DEFAULT_SORT,
  JOB_SORT_FIELDS,
  MAX_PAGE_SIZE,
  PUBLICATION_STATUSES,
  type Job,
  type JobSortField,
  type Page,
  type PublicationStatus,
} from '@madar/shared';
import useSWR from 'swr';
import type { ListRules } from '@/components/admin/list-params';
import { getPage, useAdminList } from '@/components/admin/use-admin-list';
import { getRecordOrNull, type OpenRecordSource } from '@/components/admin/use-open-record';
import type { ApiError } from '@/lib/api-error';

/**
 * GET /api/jobs?status=all|published|draft (admin token): one page of the jobs, drafts included unless
 * filtered, searched and sorted by the server (the public list, without `status`, stays an array).
 */
export const JOB_LIST: ListRules<JobSortField, PublicationStatus> = {
  path: '/jobs',
  sortFields: JOB_SORT_FIELDS,
  defaultSort: JOB_DEFAULT_SORT,
  statuses: PUBLICATION_STATUSES,
  statusWhenAll: 'all',
};

export function useAdminJobs() {
  return useAdminList<Job, JobSortField, PublicationStatus>(JOB_LIST);
}

/**
 * The jobs the applications can be filtered by and named after: the largest page the API gives,
 * newest first. A company has far fewer openings; `complete` says whether every job is in it.
 */
export const jobOptionsKey = `/jobs?status=all&page=1&pageSize=${MAX_PAGE_SIZE}&sort=${encodeURIComponent(JOB_DEFAULT_SORT)}`;

export function useJobOptions() {
  const { data } = useSWR<Page<Job>, ApiError>(jobOptionsKey, getPage<Job>);
  return { jobs: data?.items ?? [], complete: data !== undefined && data.items.length >= data.total };
}

/** A job named by `?open=` that is not on the page on screen: GET /api/jobs/:id?status=all (drafts too). */
export const OPEN_JOB: OpenRecordSource<Job> = {
  kind: 'job',
  read: (id) => getRecordOrNull(`/jobs/${encodeURIComponent(id)}?status=all`),
};

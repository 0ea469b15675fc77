import {
  APPLICATION_DEFAULT_SORT,
  APPLICATION_SORT_FIELDS,
  APPLICATION_STATUSES,
  type ApplicationSortField,
  type ApplicationStatus,
  type JobApplication,
} from '@madar/shared';
import type { Lead } from '@/components/admin/follow-up/lead-api';
import type { FixedQuery, ListRules } from '@/components/admin/list-params';
import { useAdminList } from '@/components/admin/use-admin-list';

/**
 * GET /api/applications?jobId= (admin): one page of the applications, optionally for one job, searched,
 * filtered by status and assignee (`?assignee=me|none|<id>`) and sorted by the server; GET
 * /api/applications/export is the same filter as CSV.
 */
export const APPLICATION_LIST: ListRules<ApplicationSortField, ApplicationStatus> = {
  path: '/applications',
  sortFields: APPLICATION_SORT_FIELDS,
  defaultSort: APPLICATION_DEFAULT_SORT,
  statuses: APPLICATION_STATUSES,
};

/** `filters`: the screen's other filters (the assignee). */
export function useApplications(jobId: string, filters: FixedQuery = {}) {
  return useAdminList<Lead<JobApplication>, ApplicationSortField, ApplicationStatus>(APPLICATION_LIST, {
    jobId: jobId || undefined,
    ...filters,
  });
}

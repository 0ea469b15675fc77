import {
  BRIEF_DEFAULT_SORT,
  BRIEF_SORT_FIELDS,
  BRIEF_STATUSES,
  type BriefSortField,
  type BriefStatus,
  type ClientBrief,
} from '@madar/shared';
import type { FixedQuery, ListRules } from '@/components/admin/list-params';
import type { Lead } from '@/components/admin/follow-up/lead-api';
import { useAdminList } from '@/components/admin/use-admin-list';

/**
 * GET /api/briefs (admin): one page of the client briefs, searched, filtered by status and sorted by
 * the server (newest first by default), optionally by assignee (`?assignee=me|none|<id>`); GET
 * /api/briefs/export is the same filter as CSV.
 */
export const BRIEF_LIST: ListRules<BriefSortField, BriefStatus> = {
  path: '/briefs',
  sortFields: BRIEF_SORT_FIELDS,
  defaultSort: BRIEF_DEFAULT_SORT,
  statuses: BRIEF_STATUSES,
};

/** `fixed`: the screen's own filters (the assignee). */
export function useBriefs(fixed?: FixedQuery) {
  return useAdminList<Lead<ClientBrief>, BriefSortField, BriefStatus>(BRIEF_LIST, fixed);
}

import {
  CONTACT_DEFAULT_SORT,
  CONTACT_SORT_FIELDS,
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactSortField,
  type ContactStatus,
  type Page,
} from '@madar/shared';
import useSWR from 'swr';
import type { Lead } from '@/components/admin/follow-up/lead-api';
import type { FixedQuery, ListRules } from '@/components/admin/list-params';
import { getPage, useAdminList } from '@/components/admin/use-admin-list';
import type { ApiError } from '@/lib/api-error';

/** A contact message with its status (new, in progress, closed), language and assignee. */
export type MessageRow = Lead<ContactMessage>;

/**
 * GET /api/contact (admin): one page of the contact messages, searched, filtered by status and by
 * assignee (`fixed`), and sorted by the server.
 */
export const MESSAGE_LIST: ListRules<ContactSortField, ContactStatus> = {
  path: '/contact',
  sortFields: CONTACT_SORT_FIELDS,
  defaultSort: CONTACT_DEFAULT_SORT,
  statuses: CONTACT_STATUSES,
};

export function useMessages(fixed?: FixedQuery) {
  return useAdminList<MessageRow, ContactSortField, ContactStatus>(MESSAGE_LIST, fixed);
}

/** The smallest page of the whole list, read for its total: how many messages there are in all. */
export const messageCountKey = '/contact?page=1&pageSize=1';

export function useMessageCount() {
  return useSWR<Page<ContactMessage>, ApiError>(messageCountKey, getPage<ContactMessage>);
}

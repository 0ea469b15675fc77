import {
  CONTACT_DEFAULT_SORT,
  CONTACT_SORT_FIELDS,
  type ContactMessage,
  type ContactSortField,
  type Page,
} from '@madar/shared';
import useSWR from 'swr';
import type { ListRules } from '@/components/admin/list-params';
import { getPage, useAdminList } from '@/components/admin/use-admin-list';
import type { ApiError } from '@/lib/api-error';

/** GET /api/contact (admin): one page of the contact messages, searched and sorted by the server. */
export const MESSAGE_LIST: ListRules<ContactSortField, never> = {
  path: '/contact',
  sortFields: CONTACT_SORT_FIELDS,
  defaultSort: CONTACT_DEFAULT_SORT,
};

export function useMessages() {
  return useAdminList<ContactMessage, ContactSortField>(MESSAGE_LIST);
}

/** The smallest page of the whole list, read for its total: how many messages there are in all. */
export const messageCountKey = '/contact?page=1&pageSize=1';

export function useMessageCount() {
  return useSWR<Page<ContactMessage>, ApiError>(messageCountKey, getPage<ContactMessage>);
}

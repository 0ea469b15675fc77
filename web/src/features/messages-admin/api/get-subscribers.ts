import {
  NEWSLETTER_DEFAULT_SORT,
  NEWSLETTER_SORT_FIELDS,
  NEWSLETTER_STATUSES,
  type NewsletterSortField,
  type NewsletterStatus,
  type NewsletterSubscription,
} from '@madar/shared';
import type { ListRules } from '@/components/admin/list-params';
import { useAdminList } from '@/components/admin/use-admin-list';
import { api } from '@/lib/api-client';

/**
 * GET /api/newsletter/subscribers (admin): one page of the newsletter's subscribers, searched by address,
 * filtered by status and sorted by the server (newest sign-up first by default); GET …/export is the
 * same filter as CSV.
 */
export const SUBSCRIBER_LIST: ListRules<NewsletterSortField, NewsletterStatus> = {
  path: '/newsletter/subscribers',
  sortFields: NEWSLETTER_SORT_FIELDS,
  defaultSort: NEWSLETTER_DEFAULT_SORT,
  statuses: NEWSLETTER_STATUSES,
};

export function useSubscribers() {
  return useAdminList<NewsletterSubscription, NewsletterSortField, NewsletterStatus>(SUBSCRIBER_LIST);
}

/** DELETE /api/newsletter/subscribers/:id (admin, audited). */
export function deleteSubscriber(id: string): Promise<void> {
  return api.delete(`/newsletter/subscribers/${encodeURIComponent(id)}`);
}

import {
  POST_DEFAULT_SORT,
  POST_SORT_FIELDS,
  PUBLICATION_STATUSES,
  type BlogPost,
  type PostSortField,
  type PublicationStatus,
} from '@madar/shared';
import type { ListRules } from '@/components/admin/list-params';
import { useAdminList, type AdminList } from '@/components/admin/use-admin-list';

/**
 * GET /api/blog/posts?status=all|published|draft (admin token): one page of the posts, drafts included
 * unless filtered, searched and sorted by the server (the public list, without `status`, stays an array).
 */
export const POST_LIST: ListRules<PostSortField, PublicationStatus> = {
  path: '/blog/posts',
  sortFields: POST_SORT_FIELDS,
  defaultSort: POST_DEFAULT_SORT,
  statuses: PUBLICATION_STATUSES,
  statusWhenAll: 'all',
};

export function useAdminPosts() {
  return useAdminList<BlogPost, PostSortField, PublicationStatus>(POST_LIST);
}

export type AdminPostList = AdminList<BlogPost, PostSortField, PublicationStatus>;

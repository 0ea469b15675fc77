import {
  MAX_PAGE_SIZE,
  POST_DEFAULT_SORT,
  POST_SORT_FIELDS,
  PUBLICATION_STATUSES,
  type BlogPost,
  type PostSortField,
  type PublicationStatus,
} from '@madar/shared';
import type { ListRules } from '@/components/admin/list-params';
import { getPage, useAdminList, type AdminList } from '@/components/admin/use-admin-list';
import type { OpenRecordSource } from '@/components/admin/use-open-record';

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

/**
 * A post named by `?open=` that is not on the page on screen. The API reads one post by its slug, and
 * only once published; the panel names posts by id, so it looks among the most recently changed posts
 * (a company blog's whole list, in practice; the dashboard links only to recent changes): not among
 * them, it is gone.
 */
export const OPEN_POST: OpenRecordSource<BlogPost> = {
  kind: 'post',
  read: async (id) => {
    const recent = `/blog/posts?status=all&page=1&pageSize=${MAX_PAGE_SIZE}&sort=${encodeURIComponent('updatedAt:desc')}`;
    const { items } = await getPage<BlogPost>(recent);
    return items.find((post) => post.id === id) ?? null;
  },
};

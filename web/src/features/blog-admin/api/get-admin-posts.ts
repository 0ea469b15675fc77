import type { BlogPost } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/blog/posts?status=all (admin token): every post, drafts included, newest created first. */
export const adminPostsKey = '/blog/posts?status=all';

export function getAdminPosts(): Promise<BlogPost[]> {
  return api.get<BlogPost[]>('/blog/posts', { query: { status: 'all' } });
}

export function useAdminPosts() {
  return useSWR<BlogPost[], ApiError>(adminPostsKey, getAdminPosts);
}

import type { BlogPostSummary } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/blog/posts: the published posts as card summaries (no body), newest first. */
export const blogPostsKey = '/blog/posts';

export function getBlogPosts(): Promise<BlogPostSummary[]> {
  return api.get<BlogPostSummary[]>(blogPostsKey);
}

export function useBlogPosts() {
  return useSWR<BlogPostSummary[], ApiError>(blogPostsKey, getBlogPosts);
}

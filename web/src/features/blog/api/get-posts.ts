import type { BlogPost } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/blog/posts: the published posts, newest first. */
export const blogPostsKey = '/blog/posts';

export function getBlogPosts(): Promise<BlogPost[]> {
  return api.get<BlogPost[]>(blogPostsKey);
}

/** Pass `enabled: false` to hold the request back (the post page asks only once its post has loaded). */
export function useBlogPosts({ enabled = true }: { enabled?: boolean } = {}) {
  return useSWR<BlogPost[], ApiError>(enabled ? blogPostsKey : null, getBlogPosts);
}

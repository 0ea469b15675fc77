import type { BlogPost } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/blog/posts/:slug: one published post; an unknown slug answers 404. */
export const blogPostKey = (slug: string) => `/blog/posts/${encodeURIComponent(slug)}`;

export function getBlogPost(slug: string): Promise<BlogPost> {
  return api.get<BlogPost>(blogPostKey(slug));
}

export function useBlogPost(slug: string | undefined) {
  return useSWR<BlogPost, ApiError>(slug ? blogPostKey(slug) : null, () => getBlogPost(slug ?? ''));
}

import type { BlogPostSummary } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/**
 * GET /api/blog/posts/:slug/related: the three posts to read next (same category first, then the
 * newest; the service's default limit is three), as card summaries; 404 for an unknown slug.
 */
export const relatedPostsKey = (slug: string) => `/blog/posts/${encodeURIComponent(slug)}/related`;

export function getRelatedPosts(slug: string): Promise<BlogPostSummary[]> {
  return api.get<BlogPostSummary[]>(relatedPostsKey(slug));
}

/** Asked together with the post itself (it needs only the slug), so the article does not wait twice. */
export function useRelatedPosts(slug: string | undefined) {
  return useSWR<BlogPostSummary[], ApiError>(slug ? relatedPostsKey(slug) : null, () =>
    getRelatedPosts(slug ?? ''),
  );
}

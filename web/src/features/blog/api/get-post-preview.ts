import type { PostPreview } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/**
 * GET /api/blog/previews/:token: an unsaved post as its public page would show it, with the posts to read
 * next and the preview's expiry; 404 PREVIEW.NOT_FOUND once it has expired (or for a token never issued).
 */
export const postPreviewKey = (token: string) => `/blog/previews/${encodeURIComponent(token)}`;

export function getPostPreview(token: string): Promise<PostPreview> {
  return api.get<PostPreview>(postPreviewKey(token));
}

/** Nothing is asked without a token (the public post page). */
export function usePostPreview(token: string | undefined) {
  // Never asked again behind the staff member's back: the preview is what was sent, and it expires.
  return useSWR<PostPreview, ApiError>(
    token === undefined ? null : postPreviewKey(token),
    () => getPostPreview(token ?? ''),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}

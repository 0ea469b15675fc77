import type { JobPreview } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/**
 * GET /api/jobs/previews/:token: an unsaved job as its public page would show it, with the preview's
 * expiry; 404 PREVIEW.NOT_FOUND once it has expired (or for a token never issued).
 */
export const jobPreviewKey = (token: string) => `/jobs/previews/${encodeURIComponent(token)}`;

export function getJobPreview(token: string): Promise<JobPreview> {
  return api.get<JobPreview>(jobPreviewKey(token));
}

/** Nothing is asked without a token (the public job page). */
export function useJobPreview(token: string | undefined) {
  // Never asked again behind the recruiter's back: the preview is what was sent, and it expires.
  return useSWR<JobPreview, ApiError>(
    token === undefined ? null : jobPreviewKey(token),
    () => getJobPreview(token ?? ''),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

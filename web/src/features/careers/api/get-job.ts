import type { Job } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/jobs/:id: one published opening, a closed one too (404 JOB.NOT_FOUND for others). */
export const jobKey = (id: string) => `/jobs/${encodeURIComponent(id)}`;

export function getJob(id: string): Promise<Job> {
  return api.get<Job>(jobKey(id));
}

/** Nothing is asked without an id (a preview's page reads the preview instead). */
export function useJob(id: string | undefined) {
  return useSWR<Job, ApiError>(id === undefined ? null : jobKey(id), () => getJob(id ?? ''));
}

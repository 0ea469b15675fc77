import type { JobApplication } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/applications[?jobId=] (admin): applications, newest first, optionally for one job. */
export const applicationsKey = (jobId?: string): string =>
  jobId ? `/applications?jobId=${encodeURIComponent(jobId)}` : '/applications';

export function getApplications(jobId?: string): Promise<JobApplication[]> {
  return api.get<JobApplication[]>('/applications', { query: { jobId: jobId || undefined } });
}

export function useApplications(jobId?: string) {
  return useSWR<JobApplication[], ApiError>(applicationsKey(jobId), () => getApplications(jobId));
}

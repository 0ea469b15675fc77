import type { Job } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/jobs?status=all (admin token): every job, drafts included. */
export const adminJobsKey = '/jobs?status=all';

export function getAdminJobs(): Promise<Job[]> {
  return api.get<Job[]>('/jobs', { query: { status: 'all' } });
}

export function useAdminJobs() {
  return useSWR<Job[], ApiError>(adminJobsKey, getAdminJobs);
}

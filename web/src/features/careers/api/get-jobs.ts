import type { Job } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/jobs: the published openings, newest first. */
export const jobsKey = '/jobs';

export function getJobs(): Promise<Job[]> {
  return api.get<Job[]>(jobsKey);
}

export function useJobs() {
  return useSWR<Job[], ApiError>(jobsKey, getJobs);
}

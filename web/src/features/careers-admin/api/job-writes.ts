import type { Job } from '@madar/shared';
import { api } from '@/lib/api-client';
import type { JobPayload } from '../lib/job-form';

/** POST /api/jobs (admin): 201 with the stored job. */
export function createJob(payload: JobPayload): Promise<Job> {
  return api.post<Job>('/jobs', payload);
}

/** PATCH /api/jobs/:id (admin): 200 with the job. */
export function updateJob(id: string, payload: JobPayload): Promise<Job> {
  return api.patch<Job>(`/jobs/${encodeURIComponent(id)}`, payload);
}

/** DELETE /api/jobs/:id (admin): 204; the job's applications are kept. */
export function deleteJob(id: string): Promise<void> {
  return api.delete(`/jobs/${encodeURIComponent(id)}`);
}

import type { JobPreviewLink } from '@madar/shared';
import { api } from '@/lib/api-client';
import type { JobPayload } from '../lib/job-form';

/**
 * POST /api/jobs/previews (admin): the editor's unsaved job (and the edited job's id); 201 with a token
 * and the job's public addresses that show it until it expires. Nothing is saved.
 */
export function createJobPreview(payload: JobPayload, id?: string): Promise<JobPreviewLink> {
  return api.post<JobPreviewLink>('/jobs/previews', id === undefined ? payload : { ...payload, id });
}

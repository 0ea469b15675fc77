import type { Project } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/projects/:id: one project (404 PROJECT.NOT_FOUND). */
export const projectKey = (id: string) => `/projects/${encodeURIComponent(id)}`;

export function getProject(id: string): Promise<Project> {
  return api.get<Project>(projectKey(id));
}

export function useProject(id: string) {
  return useSWR<Project, ApiError>(projectKey(id), () => getProject(id));
}

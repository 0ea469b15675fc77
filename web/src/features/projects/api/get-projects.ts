import type { ProjectSummary } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/**
 * GET /api/projects: every project as a card summary, newest first (the full record: useProject). The list is small, so screens filter it client-side
 * (switching category then needs no request and does not flicker).
 */
export const projectsKey = '/projects';

export function getProjects(): Promise<ProjectSummary[]> {
  return api.get<ProjectSummary[]>(projectsKey);
}

export function useProjects() {
  return useSWR<ProjectSummary[], ApiError>(projectsKey, getProjects);
}

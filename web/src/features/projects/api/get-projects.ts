import type { Project } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/**
 * GET /api/projects: every project, newest first. The list is small, so screens filter it client-side
 * (switching category then needs no request and does not flicker).
 */
export const projectsKey = '/projects';

export function getProjects(): Promise<Project[]> {
  return api.get<Project[]>(projectsKey);
}

export function useProjects() {
  return useSWR<Project[], ApiError>(projectsKey, getProjects);
}

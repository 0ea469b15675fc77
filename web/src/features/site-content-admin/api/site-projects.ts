import type { Project, ProjectRequest, ProjectSummary } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/projects: every project as a card, newest first. */
export const siteProjectsKey = '/projects';
/** GET /api/projects/:id: one project in full (gallery, case study, quote). */
export const siteProjectKey = (id: string) => `/projects/${encodeURIComponent(id)}`;

export function useSiteProjects() {
  return useSWR<ProjectSummary[], ApiError>(siteProjectsKey, (key: string) => api.get<ProjectSummary[]>(key));
}

export function useSiteProject(id: string | null) {
  return useSWR<Project, ApiError>(id === null ? null : siteProjectKey(id), (key: string) =>
    api.get<Project>(key),
  );
}

/** PATCH /api/projects/:id (editors, owners): the whole project but its id; 200 with it as stored. */
export function updateProject(id: string, body: ProjectRequest): Promise<Project> {
  return api.patch<Project>(siteProjectKey(id), body);
}

import type { ProjectCategory, ProjectSummary } from '@madar/shared';

/** Related lists show at most three projects (docs/product.md#related-projects). */
export const MAX_RELATED_PROJECTS = 3;

/**
 * The project categories that count as related to a service (docs/product.md#related-projects): its own
 * category, plus it-infrastructure and networking for each other, and it-infrastructure for security-systems.
 * Services without a project category (support) have no related projects.
 */
export function categoriesRelatedToService(serviceId: string): ProjectCategory[] {
  switch (serviceId) {
    case 'it-infrastructure':
      return ['it-infrastructure', 'networking'];
    case 'networking':
      return ['networking', 'it-infrastructure'];
    case 'security-systems':
      return ['security-systems', 'it-infrastructure'];
    case 'telecommunications':
    case 'software-development':
    case 'consulting':
      return [serviceId];
    default:
      return [];
  }
}

/** Up to three projects related to a service, those of its own category first, in API order otherwise. */
export function relatedProjectsForService<T extends Pick<ProjectSummary, 'category'>>(
  serviceId: string,
  projects: readonly T[],
): T[] {
  const categories = categoriesRelatedToService(serviceId);
  return projects
    .filter((project) => categories.includes(project.category))
    .sort((a, b) => categories.indexOf(a.category) - categories.indexOf(b.category))
    .slice(0, MAX_RELATED_PROJECTS);
}

/** Up to three other projects of the same category (docs/product.md#related-projects). */
export function relatedProjectsForProject<T extends Pick<ProjectSummary, 'id' | 'category'>>(
  project: Pick<ProjectSummary, 'id' | 'category'>,
  projects: readonly T[],
): T[] {
  return projects
    .filter((other) => other.category === project.category && other.id !== project.id)
    .slice(0, MAX_RELATED_PROJECTS);
}

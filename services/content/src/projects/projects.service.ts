import { Injectable } from '@nestjs/common';
import { ERROR_CODES, type Project, type ProjectCategory } from '@madar/shared';
import { notFound } from '@madar/shared/nest';
import { ProjectsStore } from './projects.store';

/** Newest first; ISO dates compare correctly as strings. Ties fall back to the id so the order is stable. */
function newestFirst(a: Project, b: Project): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id.localeCompare(b.id);
}

@Injectable()
export class ProjectsService {
  constructor(private readonly store: ProjectsStore) {}

  /** All projects, or those of one category, newest first. */
  list(category?: ProjectCategory): Project[] {
    const projects = this.store.list().filter((project) => !category || project.category === category);
    return projects.sort(newestFirst);
  }

  /** One project; a 404 PROJECT.NOT_FOUND when no project has this id. */
  findOne(id: string): Project {
    const project = this.store.findById(id);
    if (!project) throw notFound(ERROR_CODES.PROJECT_NOT_FOUND, 'Project not found');
    return project;
  }
}

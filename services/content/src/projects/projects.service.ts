import { Injectable } from '@nestjs/common';
import { ERROR_CODES, type Project, type ProjectCategory } from '@madar/shared';
import { notFound } from '@madar/shared/nest';
import { CatalogueStore } from '../catalogue/catalogue.store';

@Injectable()
export class ProjectsService {
  constructor(private readonly store: CatalogueStore) {}

  /** All projects, or those of one category, newest first (ties by id, so the order is stable). */
  list(category?: ProjectCategory): Promise<Project[]> {
    return this.store.list('projects', category === undefined ? {} : { category });
  }

  /** One project; a 404 PROJECT.NOT_FOUND when no project has this id. */
  async findOne(id: string): Promise<Project> {
    const project = await this.store.get('projects', id);
    if (!project) throw notFound(ERROR_CODES.PROJECT_NOT_FOUND, 'Project not found');
    return project;
  }
}

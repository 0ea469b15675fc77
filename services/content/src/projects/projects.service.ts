import { Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  type Project,
  PROJECT_SUMMARY_FIELDS,
  type ProjectCategory,
  type ProjectSummary,
  summarize,
} from '@madar/shared';
import { notFound } from '@madar/shared/nest';
import { CatalogueStore } from '../catalogue/catalogue.store';

@Injectable()
export class ProjectsService {
  constructor(private readonly store: CatalogueStore) {}

  /** Every project, or those of one category, as cards, newest first (ties by id, so the order is stable). */
  async list(category?: ProjectCategory): Promise<ProjectSummary[]> {
    const projects = await this.store.list('projects', category === undefined ? {} : { category });
    return projects.map((project) => summarize(project, PROJECT_SUMMARY_FIELDS));
  }

  /** One project; a 404 PROJECT.NOT_FOUND when no project has this id. */
  async findOne(id: string): Promise<Project> {
    const project = await this.store.get('projects', id);
    if (!project) throw notFound(ERROR_CODES.PROJECT_NOT_FOUND, 'Project not found');
    return project;
  }
}

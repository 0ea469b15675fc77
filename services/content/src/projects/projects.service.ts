import { Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  type Project,
  PROJECT_SUMMARY_FIELDS,
  type ProjectCategory,
  type ProjectSummary,
  summarize,
} from '@madar/shared';
import { type AuditSource, notFound } from '@madar/shared/nest';
import { CatalogueEdits } from '../catalogue/catalogue-edits';
import { CatalogueStore } from '../catalogue/catalogue.store';
import type { UpdateProjectDto } from './dto/update-project.dto';

const projectNotFound = () => notFound(ERROR_CODES.PROJECT_NOT_FOUND, 'Project not found');

@Injectable()
export class ProjectsService {
  constructor(
    private readonly store: CatalogueStore,
    private readonly edits: CatalogueEdits,
  ) {}

  /** Every project, or those of one category, as cards, newest first (ties by id, so the order is stable). */
  async list(category?: ProjectCategory): Promise<ProjectSummary[]> {
    const projects = await this.store.list('projects', category === undefined ? {} : { category });
    return projects.map((project) => summarize(project, PROJECT_SUMMARY_FIELDS));
  }

  /** One project; a 404 PROJECT.NOT_FOUND when no project has this id. */
  async findOne(id: string): Promise<Project> {
    const project = await this.store.get('projects', id);
    if (!project) throw projectNotFound();
    return project;
  }

  /** Replaces a project whole (its id kept); a 404 PROJECT.NOT_FOUND when no project has this id. */
  async update(id: string, dto: UpdateProjectDto, by: AuditSource): Promise<Project> {
    const updated = await this.edits.replace('projects', id, { ...dto, id }, by);
    if (!updated) throw projectNotFound();
    return updated;
  }
}

import { Body, Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Project, ProjectSummary } from '@madar/shared';
import { apiPath } from '@madar/shared';
import { AuditedBy, type AuditSource, ErrorEnvelopeDto, PUBLIC_CACHE } from '@madar/shared/nest';
import { CatalogueEdit } from '../catalogue/catalogue-edit.decorator';
import { CachedJson } from '../common/cached-json';
import { CatalogueBodies } from '../common/json-body';
import { ListProjectsQueryDto } from './dto/list-projects-query.dto';
import { ProjectDto, ProjectSummaryDto } from './dto/project.dto';
import { UpdateProjectDto } from './dto/update-project.dto';
import { ProjectsService } from './projects.service';

@ApiTags('projects')
@Controller(apiPath('content', 'projects'))
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get()
  @ApiOperation({
    summary: 'Reference projects as card summaries, newest first, optionally of one category',
  })
  @ApiOkResponse({ type: ProjectSummaryDto, isArray: true })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Unknown category or query parameter' })
  @CachedJson({
    bodies: CatalogueBodies,
    cacheControl: PUBLIC_CACHE,
    key: (query: ListProjectsQueryDto) => `projects?category=${query.category ?? ''}`,
  })
  list(@Query() query: ListProjectsQueryDto): Promise<ProjectSummary[]> {
    return this.projects.list(query.category);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One project by its id, in full' })
  @ApiOkResponse({ type: ProjectDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'PROJECT.NOT_FOUND: no project has this id' })
  @CachedJson({ bodies: CatalogueBodies, cacheControl: PUBLIC_CACHE, key: (id: string) => `projects/${id}` })
  findOne(@Param('id') id: string): Promise<Project> {
    return this.projects.findOne(id);
  }

  @CatalogueEdit({
    path: ':id',
    what: 'a project',
    type: ProjectDto,
    notFound: 'PROJECT.NOT_FOUND: no project has this id',
  })
  update(
    @Param('id') id: string,
    @Body() dto: UpdateProjectDto,
    @AuditedBy() by: AuditSource,
  ): Promise<Project> {
    return this.projects.update(id, dto, by);
  }
}

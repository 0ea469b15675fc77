import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Project } from '@madar/shared';
import { cachePublicly, ErrorEnvelopeDto } from '@madar/shared/nest';
import type { Response } from 'express';
import { ListProjectsQueryDto } from './dto/list-projects-query.dto';
import { ProjectDto } from './dto/project.dto';
import { ProjectsService } from './projects.service';

@ApiTags('projects')
@Controller('api/projects')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get()
  @ApiOperation({ summary: 'Reference projects, newest first, optionally of one category' })
  @ApiOkResponse({ type: ProjectDto, isArray: true })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Unknown category or query parameter' })
  async list(
    @Query() query: ListProjectsQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Project[]> {
    const projects = await this.projects.list(query.category);
    cachePublicly(res);
    return projects;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One project by its id' })
  @ApiOkResponse({ type: ProjectDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'PROJECT.NOT_FOUND: no project has this id' })
  async findOne(@Param('id') id: string, @Res({ passthrough: true }) res: Response): Promise<Project> {
    const project = await this.projects.findOne(id);
    cachePublicly(res);
    return project;
  }
}

import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { cachePublicly, ErrorEnvelopeDto } from '@madar/shared/nest';
import type { Response } from 'express';
import { CatalogueBodies, sendJsonBody } from '../common/json-body';
import { ListProjectsQueryDto } from './dto/list-projects-query.dto';
import { ProjectDto, ProjectSummaryDto } from './dto/project.dto';
import { ProjectsService } from './projects.service';

@ApiTags('projects')
@Controller('api/projects')
export class ProjectsController {
  constructor(
    private readonly projects: ProjectsService,
    private readonly bodies: CatalogueBodies,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Reference projects as card summaries, newest first, optionally of one category',
  })
  @ApiOkResponse({ type: ProjectSummaryDto, isArray: true })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Unknown category or query parameter' })
  async list(@Query() query: ListProjectsQueryDto, @Res() res: Response): Promise<void> {
    const body = await this.bodies.get(`projects?category=${query.category ?? ''}`, () =>
      this.projects.list(query.category),
    );
    cachePublicly(res);
    sendJsonBody(res, body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One project by its id, in full' })
  @ApiOkResponse({ type: ProjectDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'PROJECT.NOT_FOUND: no project has this id' })
  async findOne(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const body = await this.bodies.get(`projects/${id}`, () => this.projects.findOne(id));
    cachePublicly(res);
    sendJsonBody(res, body);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Job } from '@madar/shared';
import {
  AdminOnly,
  cachePubliclyRevalidated,
  ErrorEnvelopeDto,
  neverCache,
  TokenVerifier,
} from '@madar/shared/nest';
import type { Request, Response } from 'express';
import { CreateJobDto } from './dto/create-job.dto';
import { JobDto } from './dto/job.dto';
import { ListJobsQueryDto } from './dto/list-jobs-query.dto';
import { UpdateJobDto } from './dto/update-job.dto';
import { JobsService } from './jobs.service';

@ApiTags('jobs')
@Controller('api/jobs')
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly verifier: TokenVerifier,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Published jobs, newest first; with status=all (admin) drafts too' })
  @ApiBearerAuth()
  @ApiOkResponse({ type: JobDto, isArray: true })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Unknown status or query parameter' })
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'status=all without a valid admin token' })
  async list(
    @Query() query: ListJobsQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Job[]> {
    if (query.status === 'all') {
      // The public list needs no token; only asking for drafts does.
      await this.verifier.fromRequest(req);
      const jobs = this.jobs.list('all');
      neverCache(res);
      return jobs;
    }
    const jobs = this.jobs.list('published');
    cachePubliclyRevalidated(res);
    return jobs;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One published job' })
  @ApiOkResponse({ type: JobDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'JOB.NOT_FOUND: unknown id or a draft' })
  findOne(@Param('id') id: string, @Res({ passthrough: true }) res: Response): Job {
    const job = this.jobs.findPublished(id);
    cachePubliclyRevalidated(res);
    return job;
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create a job (published, or a draft)' })
  @ApiCreatedResponse({ type: JobDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Missing, invalid or unknown fields' })
  create(@Body() body: CreateJobDto): Job {
    return this.jobs.create(body);
  }

  @Patch(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Change some fields of a job; publishing a draft sets publishedAt once' })
  @ApiOkResponse({ type: JobDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid or unknown fields' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'JOB.NOT_FOUND' })
  update(@Param('id') id: string, @Body() body: UpdateJobDto): Job {
    return this.jobs.update(id, body);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  @ApiOperation({ summary: "Delete a job; its applications are kept, still carrying the job's id" })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'JOB.NOT_FOUND' })
  remove(@Param('id') id: string): void {
    this.jobs.remove(id);
  }
}

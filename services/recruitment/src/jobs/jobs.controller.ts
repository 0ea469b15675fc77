import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Job, Page } from '@madar/shared';
import { apiPath } from '@madar/shared';
import {
  type AdminRequest,
  AuditedBy,
  type AuditSource,
  badRequest,
  cachePubliclyRevalidated,
  ErrorEnvelopeDto,
  neverCache,
  OptionalStaff,
  queryIsOneOf,
  StaffOnly,
} from '@madar/shared/nest';
import { VersionEditorInterceptor } from '@madar/shared/data';
import type { Response } from 'express';
import { CreateJobDto } from './dto/create-job.dto';
import { JobDto } from './dto/job.dto';
import { FindJobQueryDto, JOB_STATUS_ALL } from './dto/find-job-query.dto';
import { JOB_LIST_STATUSES, JobPageDto, ListJobsQueryDto } from './dto/list-jobs-query.dto';
import { UpdateJobDto } from './dto/update-job.dto';
import { JobsService } from './jobs.service';

const STORAGE = {
  type: ErrorEnvelopeDto,
  description:
    'Nothing was changed: the database cannot be reached (STORAGE.UNAVAILABLE) or, in memory mode, the store is full (STORAGE.FULL)',
};

@ApiTags('jobs')
@Controller(apiPath('recruitment', 'jobs'))
// A save keeps a version naming its editor (see VersionEditorInterceptor).
@UseInterceptors(VersionEditorInterceptor)
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Without status: every published job, newest first (an array). With status=all|published|scheduled|draft ' +
      '(admin token required): one page of the admin list { items, total, page, pageSize }',
  })
  @OptionalStaff('careers', queryIsOneOf('status', JOB_LIST_STATUSES))
  @ApiExtraModels(JobDto, JobPageDto)
  @ApiOkResponse({
    schema: {
      oneOf: [{ type: 'array', items: { $ref: getSchemaPath(JobDto) } }, { $ref: getSchemaPath(JobPageDto) }],
    },
  })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'An invalid or unknown query parameter, or list parameters without status',
  })
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'status without a valid admin token' })
  async list(
    @Query() query: ListJobsQueryDto,
    @Req() req: AdminRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Job[] | Page<Job>> {
    if (req.admin) {
      const page = await this.jobs.list(query.toJobListQuery());
      neverCache(res);
      return page;
    }
    // The public list takes no parameters: page, search or sort without status is a mistake. A staff
    // member whose role does not hold careers and asks with status gets the public list, as on the blog.
    const given = Object.keys(req.query).filter((name) => name !== 'status');
    if (given.length > 0) {
      throw badRequest(
        given.map((name) => `${name} needs status (the admin list)`),
        given.map((field) => ({ field, rule: 'adminListOnly' })),
      );
    }
    const jobs = await this.jobs.listPublished();
    cachePubliclyRevalidated(res);
    return jobs;
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'One published job (a closed one too: see closesAt) by its id or by any slug it has held: an older ' +
      'address answers the job, whose slug is its current one. With status=all (admin token required): any ' +
      'job, drafts included, never cached',
  })
  @ApiParam({ name: 'id', description: "The job's id, its slug, or a slug it held before" })
  @OptionalStaff('careers', queryIsOneOf('status', JOB_STATUS_ALL))
  @ApiOkResponse({ type: JobDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'A query parameter other than status=all' })
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'status=all without a valid admin token' })
  @ApiNotFoundResponse({
    type: ErrorEnvelopeDto,
    description: 'JOB.NOT_FOUND: no job has held this id or slug, or a draft to visitors',
  })
  async findOne(
    @Param('id') id: string,
    @Query() _query: FindJobQueryDto,
    @Req() req: AdminRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Job> {
    if (req.admin) {
      const job = await this.jobs.find(id);
      neverCache(res);
      return job;
    }
    const job = await this.jobs.findPublished(id);
    cachePubliclyRevalidated(res);
    return job;
  }

  @Post()
  @StaffOnly('careers')
  @ApiOperation({ summary: 'Create a job (published, or a draft)' })
  @ApiCreatedResponse({ type: JobDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Missing, invalid or unknown fields' })
  @ApiServiceUnavailableResponse(STORAGE)
  create(@Body() body: CreateJobDto, @AuditedBy() by: AuditSource): Promise<Job> {
    return this.jobs.create(body, by);
  }

  @Patch(':id')
  @StaffOnly('careers')
  @ApiOperation({ summary: 'Change some fields of a job; publishing a draft sets publishedAt once' })
  @ApiOkResponse({ type: JobDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid or unknown fields' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'JOB.NOT_FOUND' })
  update(@Param('id') id: string, @Body() body: UpdateJobDto, @AuditedBy() by: AuditSource): Promise<Job> {
    return this.jobs.update(id, body, by);
  }

  @Delete(':id')
  @StaffOnly('careers')
  @HttpCode(204)
  @ApiOperation({ summary: "Delete a job; its applications are kept, still carrying the job's id" })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'JOB.NOT_FOUND' })
  remove(@Param('id') id: string, @AuditedBy() by: AuditSource): Promise<void> {
    return this.jobs.remove(id, by);
  }
}

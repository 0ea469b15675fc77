import { Controller, Get, HttpCode, Param, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Job, Version, VersionList } from '@madar/shared';
import { apiPath } from '@madar/shared';
import { VersionEditorInterceptor, VersionListDto } from '@madar/shared/data';
import { AuditedBy, type AuditSource, ErrorEnvelopeDto, StaffOnly } from '@madar/shared/nest';
import { JobDto } from './dto/job.dto';
import { JobVersionDto } from './dto/job-version.dto';
import { JobVersionsService } from './job-versions.service';
import type { JobRecord } from './jobs.store';

const unknownJob = { type: ErrorEnvelopeDto, description: 'JOB.NOT_FOUND: no job has this id' };
const unknownVersion = {
  type: ErrorEnvelopeDto,
  description: 'JOB.NOT_FOUND: no job has this id; VERSION.NOT_FOUND: the job has no such version',
};

/** A job's history: the same staff who edit jobs read and restore it. */
@ApiTags('jobs')
@Controller(apiPath('recruitment', 'jobs'))
@UseInterceptors(VersionEditorInterceptor)
export class JobVersionsController {
  constructor(private readonly versions: JobVersionsService) {}

  @Get(':id/versions')
  @StaffOnly('careers')
  @ApiOperation({ summary: "A job's versions, newest first: when each save was made and by whom" })
  @ApiOkResponse({ type: VersionListDto })
  @ApiNotFoundResponse(unknownJob)
  list(@Param('id') id: string): Promise<VersionList> {
    return this.versions.list(id);
  }

  @Get(':id/versions/:versionId')
  @StaffOnly('careers')
  @ApiOperation({
    summary: 'One version of a job: the job whole (without its application count), as that save left it',
  })
  @ApiOkResponse({ type: JobVersionDto })
  @ApiNotFoundResponse(unknownVersion)
  get(@Param('id') id: string, @Param('versionId') versionId: string): Promise<Version<JobRecord>> {
    return this.versions.get(id, versionId);
  }

  @Post(':id/versions/:versionId/restore')
  @StaffOnly('careers')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Put a version back: its fields become the job's (updatedAt now), recorded as an update and " +
      'kept as the newest version',
  })
  @ApiOkResponse({ type: JobDto, description: 'The job as it now is' })
  @ApiNotFoundResponse(unknownVersion)
  @ApiServiceUnavailableResponse({
    type: ErrorEnvelopeDto,
    description: 'STORAGE.UNAVAILABLE: nothing changed',
  })
  restore(
    @Param('id') id: string,
    @Param('versionId') versionId: string,
    @AuditedBy() by: AuditSource,
  ): Promise<Job> {
    return this.versions.restore(id, versionId, by);
  }
}

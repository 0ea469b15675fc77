import { Body, Controller, Get, Header, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { JobPreview, JobPreviewLink } from '@madar/shared';
import { apiPath } from '@madar/shared';
import { ErrorEnvelopeDto, PRIVATE_NO_STORE, StaffOnly } from '@madar/shared/nest';
import { CreateJobPreviewDto, JobPreviewDto, JobPreviewLinkDto } from './job-previews.dto';
import { JobPreviewsService } from './job-previews.service';

@ApiTags('jobs')
@Controller(apiPath('recruitment', 'jobs/previews'))
export class JobPreviewsController {
  constructor(private readonly previews: JobPreviewsService) {}

  @Post()
  @StaffOnly('careers')
  @ApiOperation({
    summary:
      'Preview a job before saving it: the body of a create (validated and sanitised the same way) and ' +
      "the edited job's id; nothing is saved. Answers a token that opens the preview until it expires " +
      '(PREVIEW_TTL_MINUTES) and the public page addresses that show it',
  })
  @ApiCreatedResponse({ type: JobPreviewLinkDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description:
      'VALIDATION.FAILED, REQUEST.MALFORMED_JSON, JOB.SCHEDULE_IN_PAST or JOB.CLOSE_BEFORE_PUBLISH, as a save; nothing kept',
  })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'JOB.NOT_FOUND: id names no job' })
  create(@Body() dto: CreateJobPreviewDto): Promise<JobPreviewLink> {
    return this.previews.create(dto);
  }

  @Get(':token')
  // The token is the capability: no sign-in. Never kept by a browser or cache, never indexed.
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @Header('X-Robots-Tag', 'noindex, nofollow')
  @ApiOperation({
    summary: "A job preview as the public job page reads it: the job, and the preview's expiry",
  })
  @ApiParam({ name: 'token', description: 'The token POST /api/jobs/previews answered' })
  @ApiOkResponse({ type: JobPreviewDto })
  @ApiNotFoundResponse({
    type: ErrorEnvelopeDto,
    description: 'PREVIEW.NOT_FOUND: an unknown, malformed or expired token',
  })
  find(@Param('token') token: string): Promise<JobPreview> {
    return this.previews.find(token);
  }
}

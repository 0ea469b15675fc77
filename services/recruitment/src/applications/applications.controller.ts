import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type {
  ActivityItem,
  CreatedResult,
  JobApplication,
  Page,
  StatSummary,
  WeeklyCount,
} from '@madar/shared';
import { apiPath } from '@madar/shared';
import { sendCsv } from '@madar/shared/data';
import { CurrentStaff, type StaffCaller } from '@madar/shared/follow-up';
import {
  ActivityItemDto,
  ActivityQueryDto,
  AuditedBy,
  type AuditSource,
  CreatedResultDto,
  ErrorEnvelopeDto,
  PublicSubmission,
  SpamChecked,
  StaffOnly,
  StatSummaryDto,
  WeeklyCountDto,
  WeeklyQueryDto,
} from '@madar/shared/nest';
import { attachmentDisposition } from '../resumes/resume-name';
import { ResumeUploadInterceptor, type UploadedResume } from '../resumes/resume-upload.interceptor';
import { ApplicationIntakeService } from './application-intake.service';
import { APPLICATIONS_CSV_FILE, applicationCsvColumns } from './applications.csv';
import { ApplicationsService } from './applications.service';
import { ApplicationDto } from './dto/application.dto';
import { ApplicationFormDto, CreateApplicationDto } from './dto/create-application.dto';
import {
  ApplicationPageDto,
  ExportApplicationsQueryDto,
  ListApplicationsQueryDto,
} from './dto/list-applications-query.dto';
import { UpdateApplicationStatusDto } from './dto/update-application-status.dto';

@ApiTags('applications')
@Controller(apiPath('recruitment', 'applications'))
export class ApplicationsController {
  constructor(
    private readonly intake: ApplicationIntakeService,
    private readonly applications: ApplicationsService,
  ) {}

  @Post()
  // Before the upload interceptor: a refused request's file is never read.
  @PublicSubmission('multipart/form-data')
  // After it (decorators apply bottom-up), as the trap's fields come in the form; a spam form's file is
  // held in memory only, never inspected nor stored.
  @SpamChecked('application')
  @UseInterceptors(ResumeUploadInterceptor)
  @ApiOperation({ summary: 'Apply: the form fields and the resume file, as multipart/form-data' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ApplicationFormDto })
  @ApiCreatedResponse({ type: CreatedResultDto, description: 'Stored with status "new"' })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description:
      'Invalid fields, a job that is not open, more than one file, or no resume (APPLICATION.RESUME_MISSING)',
  })
  @ApiPayloadTooLargeResponse({
    type: ErrorEnvelopeDto,
    description: 'APPLICATION.RESUME_TOO_LARGE: over 5 MB',
  })
  @ApiUnsupportedMediaTypeResponse({
    type: ErrorEnvelopeDto,
    description: 'APPLICATION.RESUME_TYPE: the content is not a PDF, DOC or DOCX',
  })
  @ApiUnprocessableEntityResponse({
    type: ErrorEnvelopeDto,
    description:
      'UPLOAD.UNSAFE_FILE: a PDF or Word file refused for what it holds; details[0].rule says why: macros, ' +
      'inflatedSize or compressionRatio (a zip bomb), scripts (PDF JavaScript or Launch), unreadable, ' +
      'xfaScript (an XFA form with a script), externalRelationship (a Word part fetched from outside the ' +
      'file: a template, an OLE object, a frame), inspectionBudget (more time or memory to check than a ' +
      'resume needs)',
  })
  @ApiServiceUnavailableResponse({
    type: ErrorEnvelopeDto,
    description:
      'Nothing was stored: the database cannot be reached (STORAGE.UNAVAILABLE) or, in memory mode, the ' +
      'applications or resumes are at their cap (STORAGE.FULL)',
  })
  submit(
    @Body() body: CreateApplicationDto,
    @UploadedFile() resume: UploadedResume | undefined,
  ): Promise<CreatedResult> {
    return this.intake.submit(body, resume);
  }

  @Get()
  @StaffOnly('careers')
  @ApiOperation({
    summary: 'One page of the applications, newest first by default, optionally for one job or assignee',
  })
  @ApiOkResponse({ type: ApplicationPageDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'An invalid or unknown query parameter' })
  list(
    @Query() query: ListApplicationsQueryDto,
    @CurrentStaff() caller: StaffCaller,
  ): Promise<Page<JobApplication>> {
    return this.applications.list(query.toApplicationListQuery(caller.admin.id), caller.token);
  }

  // Fixed paths are declared before the ones taking an id, so "stats" can never be read as an id.
  @Get('export')
  @StaffOnly('careers')
  @ApiOperation({ summary: 'Every application matching the filter (not one page), as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV (UTF-8 with BOM) in the chosen language, as applications.csv' })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'An invalid or unknown query parameter' })
  async export(
    @Query() query: ExportApplicationsQueryDto,
    @Res() res: Response,
    @AuditedBy() by: AuditSource,
  ): Promise<void> {
    const { page: _page, pageSize: _pageSize, ...filter } = query.toApplicationListQuery(by.actor.id);
    await this.applications.recordExport(by, filter);
    await sendCsv(
      res,
      `${APPLICATIONS_CSV_FILE}.csv`,
      applicationCsvColumns(query.lang),
      this.applications.exportRows(filter),
    );
  }

  @Get('weekly')
  @StaffOnly('careers')
  @ApiOperation({ summary: 'Applications received per seven-day window, oldest first (the dashboard chart)' })
  @ApiOkResponse({ type: [WeeklyCountDto] })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'weeks is not a whole number 1 to 26' })
  weekly(@Query() query: WeeklyQueryDto): Promise<WeeklyCount[]> {
    return this.applications.weekly(query.weeks);
  }

  @Get('stats')
  @StaffOnly('careers')
  @ApiOperation({ summary: 'Applications in total and their change over the last 30 days' })
  @ApiOkResponse({ type: StatSummaryDto, description: 'All applications, and the 30-day change' })
  stats(): Promise<StatSummary> {
    return this.applications.stats();
  }

  @Get('activity')
  @StaffOnly('careers')
  @ApiOperation({ summary: 'The newest applications and status changes as dashboard activity' })
  @ApiOkResponse({
    type: ActivityItemDto,
    isArray: true,
    description:
      'Type "job": action "applied" (id the application id) or "status-changed" (with the new `status` ' +
      "and the staff `actor` who made it); the applicant's name as title and the position applied for " +
      'as description (as written, the same in both languages)',
  })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'limit outside 1..50' })
  activity(@Query() query: ActivityQueryDto): Promise<ActivityItem[]> {
    return this.applications.activity(query.limit);
  }

  @Patch(':id/status')
  @StaffOnly('careers')
  @ApiOperation({ summary: "Set an application's status (any to any)" })
  @ApiOkResponse({ type: ApplicationDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Unknown status or field' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'APPLICATION.NOT_FOUND' })
  setStatus(
    @Param('id') id: string,
    @Body() body: UpdateApplicationStatusDto,
    @AuditedBy() by: AuditSource,
  ): Promise<JobApplication> {
    return this.applications.setStatus(id, body.status, by);
  }

  @Delete(':id')
  @StaffOnly('careers')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an application and its resume' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'APPLICATION.NOT_FOUND' })
  remove(@Param('id') id: string, @AuditedBy() by: AuditSource): Promise<void> {
    return this.applications.remove(id, by);
  }

  @Get(':id/resume')
  @StaffOnly('careers')
  // The bytes are an applicant's upload: never let a browser guess another type or run them as a page.
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', "default-src 'none'; sandbox")
  @ApiOperation({ summary: 'Download the resume, as uploaded' })
  @ApiProduces(
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  )
  @ApiOkResponse({ description: 'The file, as an attachment named as uploaded (sanitised)' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'APPLICATION.NOT_FOUND' })
  async resume(@Param('id') id: string, @AuditedBy() by: AuditSource): Promise<StreamableFile> {
    const file = await this.applications.resume(id, by);
    return new StreamableFile(file.content, {
      type: file.contentType,
      disposition: attachmentDisposition(file.downloadName),
      length: file.size,
    });
  }
}

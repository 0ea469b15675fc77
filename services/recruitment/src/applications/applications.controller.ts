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
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { ActivityItem, CreatedResult, JobApplication, StatSummary } from '@madar/shared';
import {
  ActivityItemDto,
  ActivityQueryDto,
  AdminOnly,
  CreatedResultDto,
  ErrorEnvelopeDto,
  RateLimited,
  StatSummaryDto,
} from '@madar/shared/nest';
import { attachmentDisposition } from '../resumes/resume-name';
import { ResumeUploadInterceptor, type UploadedResume } from '../resumes/resume-upload.interceptor';
import { ApplicationIntakeService } from './application-intake.service';
import { ApplicationsService } from './applications.service';
import { ApplicationDto } from './dto/application.dto';
import { ApplicationFormDto, CreateApplicationDto } from './dto/create-application.dto';
import { ListApplicationsQueryDto } from './dto/list-applications-query.dto';
import { UpdateApplicationStatusDto } from './dto/update-application-status.dto';

@ApiTags('applications')
@Controller('api/applications')
export class ApplicationsController {
  constructor(
    private readonly intake: ApplicationIntakeService,
    private readonly applications: ApplicationsService,
  ) {}

  @Post()
  @RateLimited()
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
  submit(
    @Body() body: CreateApplicationDto,
    @UploadedFile() resume: UploadedResume | undefined,
  ): Promise<CreatedResult> {
    return this.intake.submit(body, resume);
  }

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Applications, newest first, optionally for one job' })
  @ApiOkResponse({ type: ApplicationDto, isArray: true })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'A malformed jobId or an unknown parameter' })
  list(@Query() query: ListApplicationsQueryDto): JobApplication[] {
    return this.applications.list(query.jobId);
  }

  // Fixed paths are declared before the ones taking an id, so "stats" can never be read as an id.
  @Get('stats')
  @AdminOnly()
  @ApiOperation({ summary: 'Applications in total and their change over the last 30 days' })
  @ApiOkResponse({ type: StatSummaryDto, description: 'All applications, and the 30-day change' })
  stats(): StatSummary {
    return this.applications.stats();
  }

  @Get('activity')
  @AdminOnly()
  @ApiOperation({ summary: 'The newest applications as dashboard activity' })
  @ApiOkResponse({
    type: ActivityItemDto,
    isArray: true,
    description:
      'Type "job", action "applied", id the application id; the applicant\'s name as title and the ' +
      'position applied for as description (as written, the same in both languages)',
  })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'limit outside 1..50' })
  activity(@Query() query: ActivityQueryDto): ActivityItem[] {
    return this.applications.activity(query.limit);
  }

  @Patch(':id/status')
  @AdminOnly()
  @ApiOperation({ summary: "Set an application's status (any to any)" })
  @ApiOkResponse({ type: ApplicationDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Unknown status or field' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'APPLICATION.NOT_FOUND' })
  setStatus(@Param('id') id: string, @Body() body: UpdateApplicationStatusDto): JobApplication {
    return this.applications.setStatus(id, body.status);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an application and its resume file' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'APPLICATION.NOT_FOUND' })
  remove(@Param('id') id: string): Promise<void> {
    return this.applications.remove(id);
  }

  @Get(':id/resume')
  @AdminOnly()
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
  async resume(@Param('id') id: string): Promise<StreamableFile> {
    const file = await this.applications.resume(id);
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      disposition: attachmentDisposition(file.downloadName),
      length: file.bytes.length,
    });
  }
}

import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { apiPath, APPLICATION_REPLY_TEMPLATES, type ReplyDraft } from '@madar/shared';
import { ErrorEnvelopeDto, StaffOnly } from '@madar/shared/nest';
import { ApplicationsService } from './applications.service';
import { ReplyDraftDto, ReplyTemplateParamsDto } from './dto/reply-template.dto';

/** GET /api/applications/:id/reply-templates/:template, for recruiters: a reply to edit, then send. */
@ApiTags('applications')
@Controller(apiPath('recruitment', 'applications'))
export class ApplicationReplyTemplatesController {
  constructor(private readonly applications: ApplicationsService) {}

  @Get(':id/reply-templates/:template')
  @StaffOnly('careers')
  @ApiOperation({
    summary: "A template's mail in the applicant's language, filled in, to edit and send as a reply",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'template', enum: APPLICATION_REPLY_TEMPLATES })
  @ApiOkResponse({ type: ReplyDraftDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'An unknown template (VALIDATION.FAILED)' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'APPLICATION.NOT_FOUND' })
  draft(@Param() params: ReplyTemplateParamsDto): Promise<ReplyDraft> {
    return this.applications.replyTemplate(params.id, params.template);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { ContactMessage, CreatedResult, Page, WeeklyCount } from '@madar/shared';
import { apiPath } from '@madar/shared';
import { assigneeFilter, CurrentStaff, type StaffCaller } from '@madar/shared/follow-up';
import {
  AuditedBy,
  type AuditSource,
  CreatedResultDto,
  ErrorEnvelopeDto,
  PublicSubmission,
  SpamChecked,
  StaffOnly,
  WeeklyCountDto,
  WeeklyQueryDto,
} from '@madar/shared/nest';
import { ContactService } from './contact.service';
import { ContactMessageDto } from './dto/contact-message.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';
import { ContactPageDto, ListContactQueryDto } from './dto/list-contact-query.dto';
import { UpdateContactStatusDto } from './dto/update-contact-status.dto';

const INVALID_INPUT = {
  type: ErrorEnvelopeDto,
  description: 'Malformed JSON, or missing, invalid or unknown fields (VALIDATION.FAILED)',
};
const UNKNOWN_MESSAGE = { type: ErrorEnvelopeDto, description: 'No message has this id (CONTACT.NOT_FOUND)' };

@ApiTags('contact')
@Controller(apiPath('inquiries', 'contact'))
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @PublicSubmission()
  @SpamChecked('contact')
  @ApiCreatedResponse({ type: CreatedResultDto, description: 'The message was stored' })
  @ApiBadRequestResponse(INVALID_INPUT)
  @ApiServiceUnavailableResponse({
    type: ErrorEnvelopeDto,
    description: 'Nothing was stored: storage unreachable (STORAGE.UNAVAILABLE) or full (STORAGE.FULL)',
  })
  send(@Body() body: CreateContactMessageDto): Promise<CreatedResult> {
    return this.contact.send(body);
  }

  @Get()
  @StaffOnly('leads')
  @ApiOkResponse({ type: ContactPageDto, description: 'One page of the messages matching the query' })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'An invalid or unknown query parameter' })
  list(
    @Query() query: ListContactQueryDto,
    @CurrentStaff() caller: StaffCaller,
  ): Promise<Page<ContactMessage>> {
    const assignee = assigneeFilter(query.assignee, caller.admin.id);
    return this.contact.list(
      { ...query.toListQuery(), ...(assignee !== undefined && { assignee }) },
      caller.token,
    );
  }

  // The fixed path comes before the `:id` routes, so "weekly" can never be read as an id.
  @Get('weekly')
  @StaffOnly('leads')
  @ApiOkResponse({
    type: [WeeklyCountDto],
    description: 'Messages received per seven-day window, oldest first',
  })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'weeks is not a whole number 1 to 26' })
  weekly(@Query() query: WeeklyQueryDto): Promise<WeeklyCount[]> {
    return this.contact.weekly(query.weeks);
  }

  @Patch(':id/status')
  @StaffOnly('leads')
  @ApiOkResponse({ type: ContactMessageDto, description: 'The message with its new status' })
  @ApiBadRequestResponse(INVALID_INPUT)
  @ApiNotFoundResponse(UNKNOWN_MESSAGE)
  setStatus(
    @Param('id') id: string,
    @Body() body: UpdateContactStatusDto,
    @AuditedBy() by: AuditSource,
  ): Promise<ContactMessage> {
    return this.contact.setStatus(id, body.status, by);
  }

  @Delete(':id')
  @HttpCode(204)
  @StaffOnly('leads')
  @ApiNoContentResponse({ description: 'The message was deleted' })
  @ApiNotFoundResponse(UNKNOWN_MESSAGE)
  remove(@Param('id') id: string, @AuditedBy() by: AuditSource): Promise<void> {
    return this.contact.remove(id, by);
  }
}

import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { ContactMessage, CreatedResult, Page, WeeklyCount } from '@madar/shared';
import { apiPath } from '@madar/shared';
import {
  CreatedResultDto,
  ErrorEnvelopeDto,
  PublicSubmission,
  SpamChecked,
  StaffOnly,
  WeeklyCountDto,
  WeeklyQueryDto,
} from '@madar/shared/nest';
import { ContactService } from './contact.service';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';
import { ContactPageDto, ListContactQueryDto } from './dto/list-contact-query.dto';

@ApiTags('contact')
@Controller(apiPath('inquiries', 'contact'))
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @PublicSubmission()
  @SpamChecked('contact')
  @ApiCreatedResponse({ type: CreatedResultDto, description: 'The message was stored' })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'Malformed JSON, or missing, invalid or unknown fields (VALIDATION.FAILED)',
  })
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
  list(@Query() query: ListContactQueryDto): Promise<Page<ContactMessage>> {
    return this.contact.list(query.toListQuery());
  }

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
}

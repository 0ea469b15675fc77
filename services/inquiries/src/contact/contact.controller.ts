import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ContactMessage, CreatedResult } from '@madar/shared';
import { AdminOnly, CreatedResultDto, ErrorEnvelopeDto, RateLimited } from '@madar/shared/nest';
import { ContactService } from './contact.service';
import { ContactMessageDto } from './dto/contact-message.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

@ApiTags('contact')
@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @RateLimited()
  @ApiCreatedResponse({ type: CreatedResultDto, description: 'The message was stored' })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'Malformed JSON, or missing, invalid or unknown fields (VALIDATION.FAILED)',
  })
  send(@Body() body: CreateContactMessageDto): CreatedResult {
    return this.contact.send(body);
  }

  @Get()
  @AdminOnly()
  @ApiOkResponse({ type: [ContactMessageDto], description: 'Every message, newest first' })
  list(): ContactMessage[] {
    return this.contact.list();
  }
}

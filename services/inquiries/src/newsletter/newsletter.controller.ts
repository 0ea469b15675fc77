import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { apiPath } from '@madar/shared';
import { ErrorEnvelopeDto, PublicSubmission, SpamChecked, StaffOnly } from '@madar/shared/nest';
import { NewsletterCountDto, NewsletterResultDto } from './dto/newsletter-responses.dto';
import { SubscribeDto } from './dto/subscribe.dto';
import { type NewsletterCount, type NewsletterResult, NewsletterService } from './newsletter.service';

@ApiTags('newsletter')
@Controller(apiPath('inquiries', 'newsletter'))
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @PublicSubmission()
  @SpamChecked('newsletter', (): NewsletterResult => ({ success: true, subscribed: true }))
  @ApiCreatedResponse({
    type: NewsletterResultDto,
    description: 'The address is on the list; the same answer when it already was (nothing is duplicated)',
  })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'Malformed JSON, a missing or invalid email, or unknown fields (VALIDATION.FAILED)',
  })
  subscribe(@Body() body: SubscribeDto): Promise<NewsletterResult> {
    return this.newsletter.subscribe(body.email);
  }

  @Get('count')
  @StaffOnly('leads')
  @ApiOkResponse({ type: NewsletterCountDto, description: 'How many addresses are signed up' })
  count(): Promise<NewsletterCount> {
    return this.newsletter.count();
  }
}

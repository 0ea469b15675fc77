/** The panel's newsletter subscribers (the `leads` area): a page of them, the CSV export, delete. */
import { Controller, Delete, Get, HttpCode, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { apiPath, type NewsletterSubscription, type Page } from '@madar/shared';
import { sendCsv } from '@madar/shared/data';
import { AuditedBy, type AuditSource, ErrorEnvelopeDto, StaffOnly } from '@madar/shared/nest';
import { ExportSubscribersQueryDto, ListSubscribersQueryDto } from './dto/list-subscribers-query.dto';
import { SubscriberPageDto } from './dto/subscriber.dto';
import { SUBSCRIBERS_CSV_FILE, subscriberCsvColumns } from './newsletter.csv';
import { NewsletterService } from './newsletter.service';

const BAD_QUERY = { type: ErrorEnvelopeDto, description: 'An invalid or unknown query parameter' };

@ApiTags('newsletter')
@Controller(apiPath('inquiries', 'newsletter/subscribers'))
export class NewsletterSubscribersController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Get()
  @StaffOnly('leads')
  @ApiOkResponse({
    type: SubscriberPageDto,
    description: 'One page of the subscribers matching the query (newest sign-up first by default)',
  })
  @ApiBadRequestResponse(BAD_QUERY)
  list(@Query() query: ListSubscribersQueryDto): Promise<Page<NewsletterSubscription>> {
    return this.newsletter.list(query.toListQuery());
  }

  @Get('export')
  @StaffOnly('leads')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'Every subscriber matching the filter (not one page), as CSV in the chosen language',
  })
  @ApiBadRequestResponse(BAD_QUERY)
  async export(
    @Query() query: ExportSubscribersQueryDto,
    @Res() res: Response,
    @AuditedBy() by: AuditSource,
  ): Promise<void> {
    const { page: _page, pageSize: _pageSize, ...filter } = query.toListQuery();
    await this.newsletter.recordExport(by, filter);
    await sendCsv(
      res,
      `${SUBSCRIBERS_CSV_FILE}.csv`,
      subscriberCsvColumns(query.lang),
      this.newsletter.every(filter),
    );
  }

  @Delete(':id')
  @HttpCode(204)
  @StaffOnly('leads')
  @ApiNoContentResponse({ description: 'The subscriber was deleted (audited)' })
  @ApiNotFoundResponse({
    type: ErrorEnvelopeDto,
    description: 'No subscriber has this id (NEWSLETTER.SUBSCRIBER_NOT_FOUND)',
  })
  remove(@Param('id') id: string, @AuditedBy() by: AuditSource): Promise<void> {
    return this.newsletter.remove(id, by);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { ActivityItem, ClientBrief, CreatedResult, Page, StatSummary, WeeklyCount } from '@madar/shared';
import { apiPath } from '@madar/shared';
import { sendCsv } from '@madar/shared/data';
import { assigneeFilter, CurrentStaff, type StaffCaller } from '@madar/shared/follow-up';
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
import { BRIEFS_CSV_FILE, briefCsvColumns } from './briefs.csv';
import { BriefsService } from './briefs.service';
import type { BriefListQuery } from './briefs.store';
import { BriefDto } from './dto/brief.dto';
import { CreateBriefDto } from './dto/create-brief.dto';
import { BriefPageDto, ExportBriefsQueryDto, ListBriefsQueryDto } from './dto/list-briefs-query.dto';
import { UpdateBriefStatusDto } from './dto/update-brief-status.dto';

const INVALID_INPUT = {
  type: ErrorEnvelopeDto,
  description: 'Malformed JSON, or missing, invalid or unknown fields (VALIDATION.FAILED)',
};
const UNKNOWN_BRIEF = { type: ErrorEnvelopeDto, description: 'No brief has this id (BRIEF.NOT_FOUND)' };
const STORAGE = {
  type: ErrorEnvelopeDto,
  description:
    'Nothing was stored: the database cannot be reached (STORAGE.UNAVAILABLE) or, in memory mode, the store is full (STORAGE.FULL)',
};

/** The list's query as the store runs it, `?assignee=me` read as the signed-in person. */
function briefListQuery(query: ListBriefsQueryDto, me: string): BriefListQuery {
  const assignee = assigneeFilter(query.assignee, me);
  return { ...query.toListQuery(), ...(assignee !== undefined && { assignee }) };
}

@ApiTags('briefs')
@Controller(apiPath('inquiries', 'briefs'))
export class BriefsController {
  constructor(private readonly briefs: BriefsService) {}

  @Post()
  @PublicSubmission()
  @SpamChecked('brief')
  @ApiCreatedResponse({ type: CreatedResultDto, description: 'The brief was stored with status "new"' })
  @ApiBadRequestResponse(INVALID_INPUT)
  @ApiServiceUnavailableResponse(STORAGE)
  submit(@Body() body: CreateBriefDto): Promise<CreatedResult> {
    return this.briefs.submit(body);
  }

  @Get()
  @StaffOnly('leads')
  @ApiOkResponse({
    type: BriefPageDto,
    description: 'One page of the briefs matching the query (newest first by default)',
  })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'An invalid or unknown query parameter' })
  list(@Query() query: ListBriefsQueryDto, @CurrentStaff() caller: StaffCaller): Promise<Page<ClientBrief>> {
    return this.briefs.list(briefListQuery(query, caller.admin.id), caller.token);
  }

  @Get('export')
  @StaffOnly('leads')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'Every brief matching the filter (not one page), as CSV in the chosen language',
  })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'An invalid or unknown query parameter' })
  async export(
    @Query() query: ExportBriefsQueryDto,
    @Res() res: Response,
    @AuditedBy() by: AuditSource,
  ): Promise<void> {
    const { page: _page, pageSize: _pageSize, ...filter } = briefListQuery(query, by.actor.id);
    await this.briefs.recordExport(by, filter);
    await sendCsv(res, `${BRIEFS_CSV_FILE}.csv`, briefCsvColumns(query.lang), this.briefs.every(filter));
  }

  @Get('weekly')
  @StaffOnly('leads')
  @ApiOkResponse({
    type: [WeeklyCountDto],
    description: 'Briefs received per seven-day window, oldest first',
  })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'weeks is not a whole number 1 to 26' })
  weekly(@Query() query: WeeklyQueryDto): Promise<WeeklyCount[]> {
    return this.briefs.weekly(query.weeks);
  }

  // The fixed paths come before the `:id` routes, so "stats" can never be read as an id.
  @Get('stats')
  @StaffOnly('leads')
  @ApiOkResponse({ type: StatSummaryDto, description: 'Briefs received, and the 30-day change' })
  stats(): Promise<StatSummary> {
    return this.briefs.stats();
  }

  @Get('activity')
  @StaffOnly('leads')
  @ApiOkResponse({
    type: [ActivityItemDto],
    description:
      'The latest briefs received (action "submitted") and status changes (action "status-changed", with ' +
      'the new `status` and the staff `actor` who made it), newest first: type "client_brief", the company ' +
      'as title and the contact person as description (as typed, the same in both languages)',
  })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'limit is not a whole number 1 to 50' })
  activity(@Query() query: ActivityQueryDto): Promise<ActivityItem[]> {
    return this.briefs.activity(query.limit);
  }

  @Patch(':id/status')
  @StaffOnly('leads')
  @ApiOkResponse({ type: BriefDto, description: 'The brief with its new status' })
  @ApiBadRequestResponse(INVALID_INPUT)
  @ApiNotFoundResponse(UNKNOWN_BRIEF)
  setStatus(
    @Param('id') id: string,
    @Body() body: UpdateBriefStatusDto,
    @AuditedBy() by: AuditSource,
  ): Promise<ClientBrief> {
    return this.briefs.setStatus(id, body.status, by);
  }

  @Delete(':id')
  @HttpCode(204)
  @StaffOnly('leads')
  @ApiNoContentResponse({ description: 'The brief was deleted' })
  @ApiNotFoundResponse(UNKNOWN_BRIEF)
  remove(@Param('id') id: string, @AuditedBy() by: AuditSource): Promise<void> {
    return this.briefs.remove(id, by);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { ActivityItem, ClientBrief, CreatedResult, StatSummary } from '@madar/shared';
import {
  ActivityItemDto,
  ActivityQueryDto,
  AdminOnly,
  CreatedResultDto,
  ErrorEnvelopeDto,
  RateLimited,
  StatSummaryDto,
} from '@madar/shared/nest';
import { BriefsService } from './briefs.service';
import { BriefDto } from './dto/brief.dto';
import { CreateBriefDto } from './dto/create-brief.dto';
import { UpdateBriefStatusDto } from './dto/update-brief-status.dto';

const INVALID_INPUT = {
  type: ErrorEnvelopeDto,
  description: 'Malformed JSON, or missing, invalid or unknown fields (VALIDATION.FAILED)',
};
const UNKNOWN_BRIEF = { type: ErrorEnvelopeDto, description: 'No brief has this id (BRIEF.NOT_FOUND)' };

@ApiTags('briefs')
@Controller('api/briefs')
export class BriefsController {
  constructor(private readonly briefs: BriefsService) {}

  @Post()
  @RateLimited()
  @ApiCreatedResponse({ type: CreatedResultDto, description: 'The brief was stored with status "new"' })
  @ApiBadRequestResponse(INVALID_INPUT)
  submit(@Body() body: CreateBriefDto): CreatedResult {
    return this.briefs.submit(body);
  }

  @Get()
  @AdminOnly()
  @ApiOkResponse({ type: [BriefDto], description: 'Every brief, newest first' })
  list(): ClientBrief[] {
    return this.briefs.list();
  }

  // The fixed paths come before the `:id` routes, so "stats" can never be read as an id.
  @Get('stats')
  @AdminOnly()
  @ApiOkResponse({ type: StatSummaryDto, description: 'Briefs received, and the 30-day change' })
  stats(): StatSummary {
    return this.briefs.stats();
  }

  @Get('activity')
  @AdminOnly()
  @ApiOkResponse({
    type: [ActivityItemDto],
    description:
      'The latest briefs received, newest first: type "client_brief", action "submitted", the company ' +
      'as title and the contact person as description (as typed, the same in both languages)',
  })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'limit is not a whole number 1 to 50' })
  activity(@Query() query: ActivityQueryDto): ActivityItem[] {
    return this.briefs.activity(query.limit);
  }

  @Patch(':id/status')
  @AdminOnly()
  @ApiOkResponse({ type: BriefDto, description: 'The brief with its new status' })
  @ApiBadRequestResponse(INVALID_INPUT)
  @ApiNotFoundResponse(UNKNOWN_BRIEF)
  setStatus(@Param('id') id: string, @Body() body: UpdateBriefStatusDto): ClientBrief {
    return this.briefs.setStatus(id, body.status);
  }

  @Delete(':id')
  @HttpCode(204)
  @AdminOnly()
  @ApiNoContentResponse({ description: 'The brief was deleted' })
  @ApiNotFoundResponse(UNKNOWN_BRIEF)
  remove(@Param('id') id: string): void {
    this.briefs.remove(id);
  }
}

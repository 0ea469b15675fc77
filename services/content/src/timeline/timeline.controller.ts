import { Body, Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TimelineEntry } from '@madar/shared';
import { apiPath } from '@madar/shared';
import { AuditedBy, type AuditSource, PUBLIC_CACHE } from '@madar/shared/nest';
import { CatalogueEdit } from '../catalogue/catalogue-edit.decorator';
import { CachedJson } from '../common/cached-json';
import { CatalogueBodies } from '../common/json-body';
import { TimelineEntryDto } from './dto/timeline-entry.dto';
import { UpdateTimelineEntryDto } from './dto/update-timeline-entry.dto';
import { TimelineService } from './timeline.service';

@ApiTags('timeline')
@Controller(apiPath('content', 'timeline'))
export class TimelineController {
  constructor(private readonly timeline: TimelineService) {}

  @Get()
  @ApiOperation({ summary: 'Milestones of the company, oldest first' })
  @ApiOkResponse({ type: TimelineEntryDto, isArray: true })
  @CachedJson({ bodies: CatalogueBodies, cacheControl: PUBLIC_CACHE, key: () => 'timeline' })
  list(): Promise<TimelineEntry[]> {
    return this.timeline.list();
  }

  @CatalogueEdit({
    path: ':year',
    what: 'a milestone',
    type: TimelineEntryDto,
    notFound: 'TIMELINE_ENTRY.NOT_FOUND: no milestone has this year',
  })
  update(
    @Param('year') year: string,
    @Body() dto: UpdateTimelineEntryDto,
    @AuditedBy() by: AuditSource,
  ): Promise<TimelineEntry> {
    return this.timeline.update(year, dto, by);
  }
}

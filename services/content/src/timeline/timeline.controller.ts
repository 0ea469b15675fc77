import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TimelineEntry } from '@madar/shared';
import { apiPath } from '@madar/shared';
import { PUBLIC_CACHE } from '@madar/shared/nest';
import { CachedJson } from '../common/cached-json';
import { CatalogueBodies } from '../common/json-body';
import { TimelineEntryDto } from './dto/timeline-entry.dto';
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
}

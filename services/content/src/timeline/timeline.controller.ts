import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TimelineEntry } from '@madar/shared';
import { cachePublicly } from '@madar/shared/nest';
import type { Response } from 'express';
import { TimelineEntryDto } from './dto/timeline-entry.dto';
import { TimelineService } from './timeline.service';

@ApiTags('timeline')
@Controller('api/timeline')
export class TimelineController {
  constructor(private readonly timeline: TimelineService) {}

  @Get()
  @ApiOperation({ summary: 'Milestones of the company, oldest first' })
  @ApiOkResponse({ type: TimelineEntryDto, isArray: true })
  async list(@Res({ passthrough: true }) res: Response): Promise<TimelineEntry[]> {
    const entries = await this.timeline.list();
    cachePublicly(res);
    return entries;
  }
}

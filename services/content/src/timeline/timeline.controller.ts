import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { cachePublicly } from '@madar/shared/nest';
import type { Response } from 'express';
import { CatalogueBodies, sendJsonBody } from '../common/json-body';
import { TimelineEntryDto } from './dto/timeline-entry.dto';
import { TimelineService } from './timeline.service';

@ApiTags('timeline')
@Controller('api/timeline')
export class TimelineController {
  constructor(
    private readonly timeline: TimelineService,
    private readonly bodies: CatalogueBodies,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Milestones of the company, oldest first' })
  @ApiOkResponse({ type: TimelineEntryDto, isArray: true })
  async list(@Res() res: Response): Promise<void> {
    const body = await this.bodies.get('timeline', () => this.timeline.list());
    cachePublicly(res);
    sendJsonBody(res, body);
  }
}

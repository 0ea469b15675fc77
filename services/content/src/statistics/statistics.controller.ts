import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { cachePublicly } from '@madar/shared/nest';
import type { Response } from 'express';
import { CatalogueBodies, sendJsonBody } from '../common/json-body';
import { StatisticDto } from './dto/statistic.dto';
import { StatisticsService } from './statistics.service';

@ApiTags('statistics')
@Controller('api/statistics')
export class StatisticsController {
  constructor(
    private readonly statistics: StatisticsService,
    private readonly bodies: CatalogueBodies,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The four headline figures: years, projects, team and clients' })
  @ApiOkResponse({ type: StatisticDto, isArray: true })
  async list(@Res() res: Response): Promise<void> {
    const body = await this.bodies.get('statistics', () => this.statistics.list());
    cachePublicly(res);
    sendJsonBody(res, body);
  }
}

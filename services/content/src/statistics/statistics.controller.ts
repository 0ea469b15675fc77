import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Statistic } from '@madar/shared';
import { cachePublicly } from '@madar/shared/nest';
import type { Response } from 'express';
import { StatisticDto } from './dto/statistic.dto';
import { StatisticsService } from './statistics.service';

@ApiTags('statistics')
@Controller('api/statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  @Get()
  @ApiOperation({ summary: 'The four headline figures: years, projects, team and clients' })
  @ApiOkResponse({ type: StatisticDto, isArray: true })
  async list(@Res({ passthrough: true }) res: Response): Promise<Statistic[]> {
    const statistics = await this.statistics.list();
    cachePublicly(res);
    return statistics;
  }
}

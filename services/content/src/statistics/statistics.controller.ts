import { Body, Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Statistic } from '@madar/shared';
import { apiPath } from '@madar/shared';
import { AuditedBy, type AuditSource, PUBLIC_CACHE } from '@madar/shared/nest';
import { CatalogueEdit } from '../catalogue/catalogue-edit.decorator';
import { CachedJson } from '../common/cached-json';
import { CatalogueBodies } from '../common/json-body';
import { StatisticDto } from './dto/statistic.dto';
import { UpdateStatisticDto } from './dto/update-statistic.dto';
import { StatisticsService } from './statistics.service';

@ApiTags('statistics')
@Controller(apiPath('content', 'statistics'))
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  @Get()
  @ApiOperation({ summary: 'The four headline figures: years, projects, team and clients' })
  @ApiOkResponse({ type: StatisticDto, isArray: true })
  @CachedJson({ bodies: CatalogueBodies, cacheControl: PUBLIC_CACHE, key: () => 'statistics' })
  list(): Promise<Statistic[]> {
    return this.statistics.list();
  }

  @CatalogueEdit({
    path: ':id',
    what: 'a headline figure',
    type: StatisticDto,
    notFound: 'STATISTIC.NOT_FOUND: no figure has this id',
  })
  update(
    @Param('id') id: string,
    @Body() dto: UpdateStatisticDto,
    @AuditedBy() by: AuditSource,
  ): Promise<Statistic> {
    return this.statistics.update(id, dto, by);
  }
}

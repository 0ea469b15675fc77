import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { SERVICE_IDS } from '@madar/shared';
import type { Response } from 'express';
import { CatalogueBodies, sendJsonBody } from '../common/json-body';
import { ErrorEnvelopeDto } from '@madar/shared/nest';
import { cachePublicly } from '@madar/shared/nest';
import { ServiceDto, ServiceSummaryDto } from './dto/service.dto';
import { ServicesCatalogService } from './services-catalog.service';

@ApiTags('services')
@Controller('api/services')
export class ServicesCatalogController {
  constructor(
    private readonly catalog: ServicesCatalogService,
    private readonly bodies: CatalogueBodies,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The seven services the company offers, in display order, as summaries (no process or FAQs)',
  })
  @ApiOkResponse({ type: ServiceSummaryDto, isArray: true })
  async list(@Res() res: Response): Promise<void> {
    const body = await this.bodies.get('services', () => this.catalog.list());
    cachePublicly(res);
    sendJsonBody(res, body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One service by its id, in full' })
  @ApiParam({ name: 'id', enum: SERVICE_IDS })
  @ApiOkResponse({ type: ServiceDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'SERVICE.NOT_FOUND: no service has this id' })
  async findOne(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const body = await this.bodies.get(`services/${id}`, () => this.catalog.findOne(id));
    cachePublicly(res);
    sendJsonBody(res, body);
  }
}

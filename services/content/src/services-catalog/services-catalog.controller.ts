import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { SERVICE_IDS, type Service } from '@madar/shared';
import type { Response } from 'express';
import { ErrorEnvelopeDto } from '@madar/shared/nest';
import { cachePublicly } from '@madar/shared/nest';
import { ServiceDto } from './dto/service.dto';
import { ServicesCatalogService } from './services-catalog.service';

@ApiTags('services')
@Controller('api/services')
export class ServicesCatalogController {
  constructor(private readonly catalog: ServicesCatalogService) {}

  @Get()
  @ApiOperation({ summary: 'The seven services the company offers, in display order' })
  @ApiOkResponse({ type: ServiceDto, isArray: true })
  async list(@Res({ passthrough: true }) res: Response): Promise<Service[]> {
    const services = await this.catalog.list();
    cachePublicly(res);
    return services;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One service by its id' })
  @ApiParam({ name: 'id', enum: SERVICE_IDS })
  @ApiOkResponse({ type: ServiceDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'SERVICE.NOT_FOUND: no service has this id' })
  async findOne(@Param('id') id: string, @Res({ passthrough: true }) res: Response): Promise<Service> {
    const service = await this.catalog.findOne(id);
    cachePublicly(res);
    return service;
  }
}

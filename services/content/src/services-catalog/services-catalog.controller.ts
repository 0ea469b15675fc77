import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { apiPath, SERVICE_IDS, type Service, type ServiceSummary } from '@madar/shared';
import { ErrorEnvelopeDto, PUBLIC_CACHE } from '@madar/shared/nest';
import { CachedJson } from '../common/cached-json';
import { CatalogueBodies } from '../common/json-body';
import { ServiceDto, ServiceSummaryDto } from './dto/service.dto';
import { ServicesCatalogService } from './services-catalog.service';

@ApiTags('services')
@Controller(apiPath('content', 'services'))
export class ServicesCatalogController {
  constructor(private readonly catalog: ServicesCatalogService) {}

  @Get()
  @ApiOperation({
    summary: 'The seven services the company offers, in display order, as summaries (no process or FAQs)',
  })
  @ApiOkResponse({ type: ServiceSummaryDto, isArray: true })
  @CachedJson({ bodies: CatalogueBodies, cacheControl: PUBLIC_CACHE, key: () => 'services' })
  list(): Promise<ServiceSummary[]> {
    return this.catalog.list();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One service by its id, in full' })
  @ApiParam({ name: 'id', enum: SERVICE_IDS })
  @ApiOkResponse({ type: ServiceDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'SERVICE.NOT_FOUND: no service has this id' })
  @CachedJson({ bodies: CatalogueBodies, cacheControl: PUBLIC_CACHE, key: (id: string) => `services/${id}` })
  findOne(@Param('id') id: string): Promise<Service> {
    return this.catalog.findOne(id);
  }
}

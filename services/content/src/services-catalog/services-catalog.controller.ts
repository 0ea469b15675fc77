import { Body, Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { apiPath, SERVICE_IDS, type Service, type ServiceSummary } from '@madar/shared';
import { AuditedBy, type AuditSource, ErrorEnvelopeDto, PUBLIC_CACHE } from '@madar/shared/nest';
import { CatalogueEdit } from '../catalogue/catalogue-edit.decorator';
import { CachedJson } from '../common/cached-json';
import { CatalogueBodies } from '../common/json-body';
import { ServiceDto, ServiceSummaryDto } from './dto/service.dto';
import { UpdateServiceDto } from './dto/update-service.dto';
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

  @CatalogueEdit({
    path: ':id',
    what: 'a service',
    type: ServiceDto,
    notFound: 'SERVICE.NOT_FOUND: no service has this id',
  })
  @ApiParam({ name: 'id', enum: SERVICE_IDS })
  update(
    @Param('id') id: string,
    @Body() dto: UpdateServiceDto,
    @AuditedBy() by: AuditSource,
  ): Promise<Service> {
    return this.catalog.update(id, dto, by);
  }
}

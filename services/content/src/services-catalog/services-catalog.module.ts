/**
 * The catalogue of the company's services (docs/product.md#services). The folder is not called `services` so
 * that the entity does not collide with Nest's own "service" role in file and class names.
 */
import { Module } from '@nestjs/common';
import { ServicesCatalogController } from './services-catalog.controller';
import { ServicesCatalogService } from './services-catalog.service';

@Module({
  controllers: [ServicesCatalogController],
  providers: [ServicesCatalogService],
})
export class ServicesCatalogModule {}

/**
 * The catalogue of the company's services (spec §3 Service). The folder is not called `services` so
 * that the entity does not collide with Nest's own "service" role in file and class names.
 */
import { Module } from '@nestjs/common';
import { SERVICES_SEED } from './services.seed';
import { ServicesCatalogController } from './services-catalog.controller';
import { ServicesCatalogService } from './services-catalog.service';
import { InMemoryServicesStore, ServicesStore } from './services.store';

@Module({
  controllers: [ServicesCatalogController],
  providers: [
    ServicesCatalogService,
    { provide: ServicesStore, useFactory: () => new InMemoryServicesStore(SERVICES_SEED) },
  ],
})
export class ServicesCatalogModule {}

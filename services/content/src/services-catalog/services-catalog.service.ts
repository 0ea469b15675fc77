import { Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  type Service,
  SERVICE_SUMMARY_FIELDS,
  type ServiceSummary,
  summarize,
} from '@madar/shared';
import { notFound } from '@madar/shared/nest';
import { CatalogueStore } from '../catalogue/catalogue.store';

@Injectable()
export class ServicesCatalogService {
  constructor(private readonly store: CatalogueStore) {}

  /** The seven services, in display order, as the list shows them. */
  async list(): Promise<ServiceSummary[]> {
    const services = await this.store.list('services');
    return services.map((service) => summarize(service, SERVICE_SUMMARY_FIELDS));
  }

  /** One service; a 404 SERVICE.NOT_FOUND when the id is not in the catalogue. */
  async findOne(id: string): Promise<Service> {
    const service = await this.store.get('services', id);
    if (!service) throw notFound(ERROR_CODES.SERVICE_NOT_FOUND, 'Service not found');
    return service;
  }
}

import { Injectable } from '@nestjs/common';
import { ERROR_CODES, type Service } from '@madar/shared';
import { notFound } from '@madar/shared/nest';
import { ServicesStore } from './services.store';

@Injectable()
export class ServicesCatalogService {
  constructor(private readonly store: ServicesStore) {}

  list(): readonly Service[] {
    return this.store.list();
  }

  /** One service; a 404 SERVICE.NOT_FOUND when the id is not in the catalogue. */
  findOne(id: string): Service {
    const service = this.store.findById(id);
    if (!service) throw notFound(ERROR_CODES.SERVICE_NOT_FOUND, 'Service not found');
    return service;
  }
}

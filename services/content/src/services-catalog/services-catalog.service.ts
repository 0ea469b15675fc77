import { Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  type Service,
  type ServiceId,
  SERVICE_SUMMARY_FIELDS,
  type ServiceSummary,
  summarize,
} from '@madar/shared';
import { type AuditSource, notFound } from '@madar/shared/nest';
import { CatalogueEdits } from '../catalogue/catalogue-edits';
import { CatalogueStore } from '../catalogue/catalogue.store';
import type { UpdateServiceDto } from './dto/update-service.dto';

const serviceNotFound = () => notFound(ERROR_CODES.SERVICE_NOT_FOUND, 'Service not found');

@Injectable()
export class ServicesCatalogService {
  constructor(
    private readonly store: CatalogueStore,
    private readonly edits: CatalogueEdits,
  ) {}

  /** The seven services, in display order, as the list shows them. */
  async list(): Promise<ServiceSummary[]> {
    const services = await this.store.list('services');
    return services.map((service) => summarize(service, SERVICE_SUMMARY_FIELDS));
  }

  /** One service; a 404 SERVICE.NOT_FOUND when the id is not in the catalogue. */
  async findOne(id: string): Promise<Service> {
    const service = await this.store.get('services', id);
    if (!service) throw serviceNotFound();
    return service;
  }

  /** Replaces a service whole (its id kept); a 404 SERVICE.NOT_FOUND when the id is not in the catalogue. */
  async update(id: string, dto: UpdateServiceDto, by: AuditSource): Promise<Service> {
    // An id outside SERVICE_IDS names no stored service: the store answers undefined for it.
    const updated = await this.edits.replace('services', id, { ...dto, id: id as ServiceId }, by);
    if (!updated) throw serviceNotFound();
    return updated;
  }
}

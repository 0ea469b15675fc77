import { AppError } from '@madar/shared/nest';
import { SERVICES_SEED } from './services.seed';
import { ServicesCatalogService } from './services-catalog.service';
import { InMemoryServicesStore } from './services.store';

describe('ServicesCatalogService', () => {
  const catalog = new ServicesCatalogService(new InMemoryServicesStore(SERVICES_SEED));

  it('lists all seven services', () => {
    expect(catalog.list()).toHaveLength(7);
  });

  it('returns a known service', () => {
    expect(catalog.findOne('telecommunications').icon).toBe('phone');
  });

  it('throws a 404 SERVICE.NOT_FOUND for an unknown id', () => {
    let thrown: unknown;
    try {
      catalog.findOne('web-hosting');
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).getStatus()).toBe(404);
    expect((thrown as AppError).getResponse()).toMatchObject({
      code: 'SERVICE.NOT_FOUND',
      message: 'Service not found',
    });
  });
});

import { AppError } from '@madar/shared/nest';
import { CATALOGUE_SEED } from '../catalogue/catalogue.seed';
import { InMemoryCatalogueStore } from '../catalogue/catalogue.store';
import { ServicesCatalogService } from './services-catalog.service';

describe('ServicesCatalogService', () => {
  const catalog = new ServicesCatalogService(new InMemoryCatalogueStore(CATALOGUE_SEED));

  it('lists all seven services', async () => {
    expect(await catalog.list()).toHaveLength(7);
  });

  it('returns a known service', async () => {
    expect((await catalog.findOne('telecommunications')).icon).toBe('phone');
  });

  it('throws a 404 SERVICE.NOT_FOUND for an unknown id', async () => {
    const thrown: unknown = await catalog.findOne('web-hosting').catch((error: unknown) => error);

    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).getStatus()).toBe(404);
    expect((thrown as AppError).getResponse()).toMatchObject({
      code: 'SERVICE.NOT_FOUND',
      message: 'Service not found',
    });
  });
});

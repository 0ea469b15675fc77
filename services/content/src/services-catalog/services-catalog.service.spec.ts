import { AppError, SystemClock } from '@madar/shared/nest';
import { CATALOGUE_SEED } from '../catalogue/catalogue.seed';
import { CatalogueEdits } from '../catalogue/catalogue-edits';
import { type CatalogueStore, InMemoryCatalogueStore } from '../catalogue/catalogue.store';
import { CatalogueBodies } from '../common/json-body';
import { ServicesCatalogService } from './services-catalog.service';

/** Only reads are tested here; edits are catalogue-edit.e2e-spec.ts's. */
const editsOf = (store: CatalogueStore) =>
  new CatalogueEdits(store, new SystemClock(), new CatalogueBodies());
const seeded = new InMemoryCatalogueStore(CATALOGUE_SEED);

describe('ServicesCatalogService', () => {
  const catalog = new ServicesCatalogService(seeded, editsOf(seeded));

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

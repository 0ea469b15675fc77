import { type Project, PROJECT_CATEGORIES } from '@madar/shared';
import { AppError, SystemClock } from '@madar/shared/nest';
import { CATALOGUE_SEED } from '../catalogue/catalogue.seed';
import { CatalogueEdits } from '../catalogue/catalogue-edits';
import { type CatalogueStore, InMemoryCatalogueStore } from '../catalogue/catalogue.store';
import { CatalogueBodies } from '../common/json-body';
import { PROJECTS_SEED } from './projects.seed';
import { ProjectsService } from './projects.service';

const project = (id: string, date: string): Project => ({ ...(PROJECTS_SEED[0] as Project), id, date });

/** Only reads are tested here; edits are catalogue-edit.e2e-spec.ts's. */
const editsOf = (store: CatalogueStore) =>
  new CatalogueEdits(store, new SystemClock(), new CatalogueBodies());
const seeded = new InMemoryCatalogueStore(CATALOGUE_SEED);

describe('ProjectsService', () => {
  const projects = new ProjectsService(seeded, editsOf(seeded));

  it('lists every project, newest first', async () => {
    const dates = (await projects.list()).map((p) => p.date);

    expect(dates).toHaveLength(PROJECTS_SEED.length);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(PROJECT_CATEGORIES.map((c) => [c]))('lists only the %s projects', async (category) => {
    const listed = await projects.list(category);

    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => p.category === category)).toBe(true);
    expect(listed).toHaveLength(PROJECTS_SEED.filter((p) => p.category === category).length);
  });

  it('orders projects of the same date by id, so the order never changes between calls', async () => {
    const store = new InMemoryCatalogueStore({
      ...CATALOGUE_SEED,
      projects: [project('b', '2024-01-01'), project('a', '2024-01-01')],
    });

    expect((await new ProjectsService(store, editsOf(store)).list()).map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('returns a known project', async () => {
    expect((await projects.findOne('nujoom-telecom-rural-vsat')).category).toBe('telecommunications');
  });

  it('throws a 404 PROJECT.NOT_FOUND for an unknown id', async () => {
    const thrown: unknown = await projects.findOne('tripoli-metro').catch((error: unknown) => error);

    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).getStatus()).toBe(404);
    expect((thrown as AppError).getResponse()).toMatchObject({
      code: 'PROJECT.NOT_FOUND',
      message: 'Project not found',
    });
  });
});

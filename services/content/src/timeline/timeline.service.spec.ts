import { SystemClock } from '@madar/shared/nest';
import type { TimelineEntry } from '@madar/shared';
import { CATALOGUE_SEED } from '../catalogue/catalogue.seed';
import { CatalogueEdits } from '../catalogue/catalogue-edits';
import { type CatalogueStore, InMemoryCatalogueStore } from '../catalogue/catalogue.store';
import { CatalogueBodies } from '../common/json-body';
import { TIMELINE_SEED } from './timeline.seed';
import { TimelineService } from './timeline.service';

const entry = (year: number): TimelineEntry => ({
  year,
  title: { en: `Year ${year}`, ar: 'عام' },
  description: { en: 'Milestone', ar: 'محطة' },
});

/** Only reads are tested here; edits are catalogue-edit.e2e-spec.ts's. */
const editsOf = (store: CatalogueStore) =>
  new CatalogueEdits(store, new SystemClock(), new CatalogueBodies());

describe('TimelineService', () => {
  it('lists the milestones oldest first, whatever the seed order', async () => {
    const store = new InMemoryCatalogueStore({
      ...CATALOGUE_SEED,
      timeline: [entry(2023), entry(2010), entry(2018), entry(2015)],
    });

    expect((await new TimelineService(store, editsOf(store)).list()).map((e) => e.year)).toEqual([
      2010, 2015, 2018, 2023,
    ]);
  });

  it('serves the seeded history', async () => {
    const store = new InMemoryCatalogueStore({ ...CATALOGUE_SEED, timeline: [...TIMELINE_SEED].reverse() });

    expect((await new TimelineService(store, editsOf(store)).list()).map((e) => e.year)).toEqual([
      2010, 2015, 2018, 2023,
    ]);
  });
});

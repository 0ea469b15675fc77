import type { TimelineEntry } from '@madar/shared';
import { CATALOGUE_SEED } from '../catalogue/catalogue.seed';
import { InMemoryCatalogueStore } from '../catalogue/catalogue.store';
import { TIMELINE_SEED } from './timeline.seed';
import { TimelineService } from './timeline.service';

const entry = (year: number): TimelineEntry => ({
  year,
  title: { en: `Year ${year}`, ar: 'عام' },
  description: { en: 'Milestone', ar: 'محطة' },
});

describe('TimelineService', () => {
  it('lists the milestones oldest first, whatever the seed order', async () => {
    const store = new InMemoryCatalogueStore({
      ...CATALOGUE_SEED,
      timeline: [entry(2023), entry(2010), entry(2018), entry(2015)],
    });

    expect((await new TimelineService(store).list()).map((e) => e.year)).toEqual([2010, 2015, 2018, 2023]);
  });

  it('serves the seeded history', async () => {
    const store = new InMemoryCatalogueStore({ ...CATALOGUE_SEED, timeline: [...TIMELINE_SEED].reverse() });

    expect((await new TimelineService(store).list()).map((e) => e.year)).toEqual([2010, 2015, 2018, 2023]);
  });
});

import type { TimelineEntry } from '@madar/shared';
import { TIMELINE_SEED } from './timeline.seed';
import { TimelineService } from './timeline.service';
import { InMemoryTimelineStore } from './timeline.store';

const entry = (year: number): TimelineEntry => ({
  year,
  title: { en: `Year ${year}`, ar: 'عام' },
  description: { en: 'Milestone', ar: 'محطة' },
});

describe('TimelineService', () => {
  it('lists the milestones oldest first, whatever the store order', () => {
    const store = new InMemoryTimelineStore([entry(2023), entry(2010), entry(2018), entry(2015)]);

    expect(new TimelineService(store).list().map((e) => e.year)).toEqual([2010, 2015, 2018, 2023]);
  });

  it('leaves the store untouched when sorting', () => {
    const store = new InMemoryTimelineStore([...TIMELINE_SEED].reverse());
    new TimelineService(store).list();

    expect(store.list().map((e) => e.year)).toEqual([2023, 2018, 2015, 2010]);
  });
});

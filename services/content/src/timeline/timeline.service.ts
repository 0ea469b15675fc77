import { Injectable } from '@nestjs/common';
import type { TimelineEntry } from '@madar/shared';
import { CatalogueStore } from '../catalogue/catalogue.store';

@Injectable()
export class TimelineService {
  constructor(private readonly store: CatalogueStore) {}

  /** The milestones in the order a history reads: oldest first. */
  list(): Promise<TimelineEntry[]> {
    return this.store.list('timeline');
  }
}

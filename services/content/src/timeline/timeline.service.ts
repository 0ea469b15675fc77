import { Injectable } from '@nestjs/common';
import type { TimelineEntry } from '@madar/shared';
import { TimelineStore } from './timeline.store';

@Injectable()
export class TimelineService {
  constructor(private readonly store: TimelineStore) {}

  /** The milestones in the order a history reads: oldest first. */
  list(): TimelineEntry[] {
    return [...this.store.list()].sort((a, b) => a.year - b.year);
  }
}

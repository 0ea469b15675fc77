/** Where the company's milestones live: read-only. */
import type { TimelineEntry } from '@madar/shared';
import { frozenCopy } from '../common/frozen-copy';

export abstract class TimelineStore {
  /** Every milestone, in no particular order (the service sorts). */
  abstract list(): readonly TimelineEntry[];
}

export class InMemoryTimelineStore extends TimelineStore {
  private readonly entries: readonly TimelineEntry[];

  constructor(seed: readonly TimelineEntry[]) {
    super();
    this.entries = frozenCopy(seed);
  }

  list(): readonly TimelineEntry[] {
    return this.entries;
  }
}

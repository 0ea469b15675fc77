/** Where the headline figures live: read-only, in display order. */
import type { Statistic } from '@madar/shared';
import { frozenCopy, indexById } from '../common/frozen-copy';

export abstract class StatisticsStore {
  /** Every figure, in the order the statistics band shows them. */
  abstract list(): readonly Statistic[];
}

export class InMemoryStatisticsStore extends StatisticsStore {
  private readonly statistics: readonly Statistic[];

  constructor(seed: readonly Statistic[]) {
    super();
    this.statistics = frozenCopy(seed);
    indexById(this.statistics, 'statistic');
  }

  list(): readonly Statistic[] {
    return this.statistics;
  }
}

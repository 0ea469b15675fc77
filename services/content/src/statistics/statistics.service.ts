import { Injectable } from '@nestjs/common';
import type { Statistic } from '@madar/shared';
import { CatalogueStore } from '../catalogue/catalogue.store';

@Injectable()
export class StatisticsService {
  constructor(private readonly store: CatalogueStore) {}

  /** The four figures, in the order the statistics band shows them. */
  list(): Promise<Statistic[]> {
    return this.store.list('statistics');
  }
}

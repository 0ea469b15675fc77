import { Injectable } from '@nestjs/common';
import type { Statistic } from '@madar/shared';
import { StatisticsStore } from './statistics.store';

@Injectable()
export class StatisticsService {
  constructor(private readonly store: StatisticsStore) {}

  list(): readonly Statistic[] {
    return this.store.list();
  }
}

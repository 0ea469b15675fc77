/** The company's headline figures (spec §3 Statistic), shown in the statistics band. */
import { Module } from '@nestjs/common';
import { STATISTICS_SEED } from './statistics.seed';
import { StatisticsController } from './statistics.controller';
import { StatisticsService } from './statistics.service';
import { InMemoryStatisticsStore, StatisticsStore } from './statistics.store';

@Module({
  controllers: [StatisticsController],
  providers: [
    StatisticsService,
    { provide: StatisticsStore, useFactory: () => new InMemoryStatisticsStore(STATISTICS_SEED) },
  ],
})
export class StatisticsModule {}

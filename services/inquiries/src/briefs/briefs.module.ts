import { Module } from '@nestjs/common';
import { DataSource } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import type { InquiriesDb } from '../database/schema';
import { BriefsController } from './briefs.controller';
import { PostgresBriefsStore } from './briefs.pg-store';
import { createSeedBriefs } from './briefs.seed';
import { BriefsService } from './briefs.service';
import { BriefsStore, InMemoryBriefsStore } from './briefs.store';

@Module({
  controllers: [BriefsController],
  providers: [
    BriefsService,
    {
      provide: BriefsStore,
      // Memory mode seeds the demo briefs relative to the clock at boot, so the dashboard always shows
      // the last 60 days moving; PostgreSQL seeds them once (database/seed.ts).
      useFactory: (data: DataSource<InquiriesDb>, clock: Clock) =>
        data.mode === 'postgres'
          ? new PostgresBriefsStore(data)
          : new InMemoryBriefsStore(
              data.settings.seedDemoData ? createSeedBriefs(clock.now()) : [],
              data.settings.memoryStoreMaxBytes,
            ),
      inject: [DataSource, Clock],
    },
  ],
  exports: [BriefsService],
})
export class BriefsModule {}

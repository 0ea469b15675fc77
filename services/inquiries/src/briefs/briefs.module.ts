import { Module } from '@nestjs/common';
import { Clock } from '@madar/shared/nest';
import { BriefsController } from './briefs.controller';
import { createSeedBriefs } from './briefs.seed';
import { BriefsService } from './briefs.service';
import { BriefsStore, InMemoryBriefsStore } from './briefs.store';

@Module({
  controllers: [BriefsController],
  providers: [
    BriefsService,
    {
      provide: BriefsStore,
      // Seeded relative to the clock at boot, so the dashboard always shows the last 60 days moving.
      useFactory: (clock: Clock) => new InMemoryBriefsStore(createSeedBriefs(clock.now())),
      inject: [Clock],
    },
  ],
  exports: [BriefsService],
})
export class BriefsModule {}

/** The company's history (spec §3 Timeline entry), shown on the About page. */
import { Module } from '@nestjs/common';
import { TIMELINE_SEED } from './timeline.seed';
import { TimelineController } from './timeline.controller';
import { TimelineService } from './timeline.service';
import { InMemoryTimelineStore, TimelineStore } from './timeline.store';

@Module({
  controllers: [TimelineController],
  providers: [
    TimelineService,
    { provide: TimelineStore, useFactory: () => new InMemoryTimelineStore(TIMELINE_SEED) },
  ],
})
export class TimelineModule {}

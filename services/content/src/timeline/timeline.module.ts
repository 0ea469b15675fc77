/** The company's history (spec §3 Timeline entry), shown on the About page. */
import { Module } from '@nestjs/common';
import { TimelineController } from './timeline.controller';
import { TimelineService } from './timeline.service';

@Module({
  controllers: [TimelineController],
  providers: [TimelineService],
})
export class TimelineModule {}

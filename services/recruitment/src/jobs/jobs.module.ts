import { Module } from '@nestjs/common';
import { ScheduleModule } from '@madar/shared/schedule';
import { SCHEMA } from '../database/schema';
import { JobScheduleService } from './job-schedule.service';
import { JobVersionsController } from './job-versions.controller';
import { JobVersionsService } from './job-versions.service';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

/** Jobs; the store comes from the global StoresModule (memory or PostgreSQL). */
@Module({
  // The service's one scheduler (the same options as retention's, so Nest builds it once).
  imports: [ScheduleModule.forRoot({ queueSchema: `${SCHEMA}_mail` })],
  controllers: [JobsController, JobVersionsController],
  providers: [JobScheduleService, JobsService, JobVersionsService],
  exports: [JobsService],
})
export class JobsModule {}

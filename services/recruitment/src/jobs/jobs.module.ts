import { Module } from '@nestjs/common';
import { JobsController } from './jobs.controller';
import { JOBS_SEED } from './jobs.seed';
import { JobsService } from './jobs.service';
import { InMemoryJobsStore, JobsStore } from './jobs.store';

@Module({
  controllers: [JobsController],
  providers: [JobsService, { provide: JobsStore, useFactory: () => new InMemoryJobsStore(JOBS_SEED) }],
})
export class JobsModule {}

import { Module } from '@nestjs/common';
import { ApplicationsStoreModule } from '../applications/applications-store.module';
import { JobsController } from './jobs.controller';
import { JOBS_SEED } from './jobs.seed';
import { JobsService } from './jobs.service';
import { InMemoryJobsStore, JobsStore } from './jobs.store';

@Module({
  imports: [ApplicationsStoreModule],
  controllers: [JobsController],
  providers: [JobsService, { provide: JobsStore, useFactory: () => new InMemoryJobsStore(JOBS_SEED) }],
  exports: [JobsService],
})
export class JobsModule {}

import { type DynamicModule, Module } from '@nestjs/common';
import type { JobPreview } from '@madar/shared';
import { DataSource, InMemoryPreviewsStore, PostgresPreviewsStore } from '@madar/shared/data';
import type { RecruitmentDb } from '../database/schema';
import { JobPreviewsController } from './job-previews.controller';
import { JobPreviewSettings, JobPreviewsService } from './job-previews.service';
import { JOB_PREVIEWS_TABLE, JobPreviewsStore } from './job-previews.store';
import { JobsModule } from './jobs.module';

export interface JobPreviewsOptions {
  /** PREVIEW_TTL_MINUTES: how long a job preview's address opens. */
  ttlMinutes: number;
}

/** Previews of unsaved jobs: built by JobsService's rules, kept in memory or PostgreSQL until they expire. */
@Module({})
export class JobPreviewsModule {
  static forRoot(options: JobPreviewsOptions): DynamicModule {
    return {
      module: JobPreviewsModule,
      imports: [JobsModule],
      controllers: [JobPreviewsController],
      providers: [
        JobPreviewsService,
        { provide: JobPreviewSettings, useValue: new JobPreviewSettings(options.ttlMinutes) },
        {
          provide: JobPreviewsStore,
          // With PostgreSQL every replica opens a preview another one made; in memory mode, a capped map.
          useFactory: (data: DataSource<RecruitmentDb>) =>
            data.mode === 'postgres'
              ? new PostgresPreviewsStore<JobPreview>(data, JOB_PREVIEWS_TABLE)
              : new InMemoryPreviewsStore<JobPreview>(),
          inject: [DataSource],
        },
      ],
    };
  }
}

import { type DynamicModule, Module } from '@nestjs/common';
import {
  AuditLog,
  DataSource,
  memoryJournal,
  memoryVersions,
  VERSIONS_PROVIDER,
  VersionsStore,
} from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import { MailOutbox, memoryMailJournal, postgresOutbox } from '@madar/shared/mail';
import { LeadNotesStore } from '@madar/shared/follow-up';
import { memoryLeftovers } from '@madar/shared/privacy';
import { seedApplications } from '../applications/applications.seed';
import { ApplicationsStore } from '../applications/applications.store';
import { JOBS_SEED } from '../jobs/jobs.seed';
import { JobsStore } from '../jobs/jobs.store';
import { ResumeStore } from '../resumes/resumes.store';
import type { RecruitmentDb } from './schema';
import { memoryStores, postgresStores, type RecruitmentStores } from './stores';

const STORES = Symbol('RECRUITMENT_STORES');

/**
 * The jobs, applications and resume stores, chosen by the DataSource's mode. Memory mode seeds the demo
 * data (with SEED_DEMO_DATA) at construction, dated from the clock at boot so the dashboard always
 * shows the last 60 days moving; PostgreSQL seeds it once (database/seed.ts).
 */
@Module({})
export class StoresModule {
  static forRoot(options: { memoryResumesMaxBytes: number }): DynamicModule {
    const pick =
      <K extends keyof RecruitmentStores>(key: K) =>
      (stores: RecruitmentStores) =>
        stores[key];
    return {
      module: StoresModule,
      global: true,
      providers: [
        {
          provide: STORES,
          inject: [DataSource, Clock, AuditLog, MailOutbox, LeadNotesStore, VersionsStore],
          useFactory: (
            data: DataSource<RecruitmentDb>,
            clock: Clock,
            audit: AuditLog,
            outbox: MailOutbox,
            notes: LeadNotesStore,
            versions: VersionsStore,
          ): RecruitmentStores => {
            if (data.mode === 'postgres') return postgresStores(data, postgresOutbox(outbox));
            const { seedDemoData, memoryStoreMaxBytes } = data.settings;
            return memoryStores({
              ...(seedDemoData && { jobs: JOBS_SEED, applications: seedApplications(clock.now()) }),
              maxBytes: memoryStoreMaxBytes,
              resumesMaxBytes: options.memoryResumesMaxBytes,
              audit: memoryJournal(audit),
              mails: memoryMailJournal(outbox),
              // A retention purge forgets the applications' notes and mails with them.
              leftovers: memoryLeftovers(notes, outbox),
              // Each save of a job keeps a version, alongside its audit entry.
              versions: memoryVersions(versions),
            });
          },
        },
        VERSIONS_PROVIDER,
        { provide: JobsStore, inject: [STORES], useFactory: pick('jobs') },
        { provide: ApplicationsStore, inject: [STORES], useFactory: pick('applications') },
        { provide: ResumeStore, inject: [STORES], useFactory: pick('resumes') },
      ],
      exports: [JobsStore, ApplicationsStore, ResumeStore, VersionsStore],
    };
  }
}

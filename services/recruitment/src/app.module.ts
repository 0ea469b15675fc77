import { type DynamicModule, Module } from '@nestjs/common';
import { apiPath } from '@madar/shared';
import { DataModule } from '@madar/shared/data';
import { MailModule, type MailTransport } from '@madar/shared/mail';
import { FollowUpModule, type StaffDirectory } from '@madar/shared/follow-up';
import { PersonalDataModule } from '@madar/shared/personal-data';
import {
  AuditModule,
  type Clock,
  ClockModule,
  createHealthController,
  createLoggerModule,
  createPublicWriteRateLimitModule,
  PublicSubmissionModule,
  SpamCheckModule,
  TokenVerificationModule,
} from '@madar/shared/nest';
import { ApplicationsModule } from './applications/applications.module';
import { type RecruitmentConfig, SERVICE_NAME } from './config';
import { migrations } from './database/migrations';
import { type RecruitmentDb, SCHEMA } from './database/schema';
import { seedRecruitment } from './database/seed';
import { StoresModule } from './database/stores.module';
import { JobPreviewsModule } from './jobs/job-previews.module';
import { JobsModule } from './jobs/jobs.module';
import { RetentionModule } from './retention/retention.module';
import { RecruitmentPersonalData } from './personal-data/recruitment-personal-data';

export interface AppModuleOverrides {
  /** The time source; the system clock unless a test fixes "now". */
  clock?: Clock;
  /** Where mail goes; SMTP (config.mail) unless a test catches it. */
  mailTransport?: MailTransport;
  /** Who may be given an application; auth's staff directory unless a test fakes it. */
  staffDirectory?: StaffDirectory;
}

@Module({})
export class AppModule {
  /** The whole service built from an already-validated config (main.ts and the e2e tests). */
  static forRoot(config: RecruitmentConfig, overrides: AppModuleOverrides = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        createLoggerModule(SERVICE_NAME, config.logLevel),
        TokenVerificationModule.forRoot(config.verification),
        ClockModule.forRoot(overrides.clock),
        DataModule.forRoot<RecruitmentDb>({
          schema: SCHEMA,
          settings: config.data,
          migrations,
          seed: seedRecruitment,
        }),
        // GET /api/recruitment/audit, and the log the stores write each admin change to.
        AuditModule.forRoot({
          path: apiPath('recruitment', 'recruitment/audit'),
          retentionDays: config.auditRetentionDays,
        }),
        // The outbox of applications' mails and the worker that sends them (before the stores, which
        // write into it).
        MailModule.forRoot({
          settings: config.mail,
          queueSchema: `${SCHEMA}_mail`,
          transport: overrides.mailTransport,
        }),
        StoresModule.forRoot({ memoryResumesMaxBytes: config.memoryResumesMaxBytes }),
        // Notes, assignees and replies on applications; the directory is auth's, asked as the caller.
        FollowUpModule.forRoot({
          jwksUrl: config.verification.jwksUrl,
          directory: overrides.staffDirectory,
        }),
        // One budget per client address for every public submission route, shared with the other
        // service that takes submissions when both count in Redis.
        createPublicWriteRateLimitModule(config.publicWriteRateLimit),
        // Those routes take a submission only from the site's own pages (see PublicSubmissionGuard).
        PublicSubmissionModule.forRoot({ publicOrigin: config.publicOrigin }),
        // And answer spam as if taken, keeping nothing (see SpamCheckInterceptor).
        SpamCheckModule.forRoot({ minFillMs: config.spamMinFillMs }),
        JobsModule,
        // POST /api/jobs/previews and GET /api/jobs/previews/:token: unsaved jobs on their public page.
        JobPreviewsModule.forRoot({ ttlMinutes: config.previewTtlMinutes }),
        ApplicationsModule,
        RetentionModule.forRoot(config.retention),
        // POST /api/recruitment/personal-data/export and …/erase: one person's applications and resumes.
        PersonalDataModule.forRoot({
          path: apiPath('recruitment', 'recruitment/personal-data'),
          service: SERVICE_NAME,
          kinds: RecruitmentPersonalData,
        }),
      ],
      controllers: [createHealthController(SERVICE_NAME)],
    };
  }
}

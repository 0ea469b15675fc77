import { type DynamicModule, Module } from '@nestjs/common';
import { apiPath } from '@madar/shared';
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
import { DataModule } from '@madar/shared/data';
import { MailModule, type MailTransport } from '@madar/shared/mail';
import { FollowUpModule, type StaffDirectory } from '@madar/shared/follow-up';
import { PersonalDataModule } from '@madar/shared/personal-data';
import { BriefsModule } from './briefs/briefs.module';
import { type InquiriesConfig, SERVICE_NAME } from './config';
import { migrations } from './database/migrations';
import { type InquiriesDb, SCHEMA } from './database/schema';
import { seedInquiries } from './database/seed';
import { ContactModule } from './contact/contact.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { RetentionModule } from './retention/retention.module';
import { InquiriesPersonalData } from './personal-data/inquiries-personal-data';

export interface AppModuleOverrides {
  /** The time source; the system clock unless a test fixes "now". */
  clock?: Clock;
  /** Where mail goes; SMTP (config.mail) unless a test catches it. */
  mailTransport?: MailTransport;
  /** Who may be given a lead; auth's staff directory unless a test fakes it. */
  staffDirectory?: StaffDirectory;
}

@Module({})
export class AppModule {
  /** The whole service built from an already-validated config (main.ts and the e2e tests). */
  static forRoot(config: InquiriesConfig, overrides: AppModuleOverrides = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        createLoggerModule(SERVICE_NAME, config.logLevel),
        TokenVerificationModule.forRoot(config.verification),
        ClockModule.forRoot(overrides.clock),
        DataModule.forRoot<InquiriesDb>({
          schema: SCHEMA,
          settings: config.data,
          migrations,
          seed: seedInquiries,
        }),
        // One budget per client address for every public submission route, shared with the other
        // service that takes submissions when both count in Redis.
        createPublicWriteRateLimitModule(config.publicWriteRateLimit),
        // Those routes take a submission only from the site's own pages (see PublicSubmissionGuard).
        PublicSubmissionModule.forRoot({ publicOrigin: config.publicOrigin }),
        // And answer spam as if taken, keeping nothing (see SpamCheckInterceptor).
        SpamCheckModule.forRoot({ minFillMs: config.spamMinFillMs }),
        // GET /api/inquiries/audit, and the log the stores write each admin change to.
        AuditModule.forRoot({
          path: apiPath('inquiries', 'inquiries/audit'),
          retentionDays: config.auditRetentionDays,
        }),
        // The outbox of briefs' and messages' mails and the worker that sends them.
        MailModule.forRoot({
          settings: config.mail,
          queueSchema: `${SCHEMA}_mail`,
          transport: overrides.mailTransport,
        }),
        // Notes, assignees and replies on briefs and messages; the directory is auth's, as the caller.
        FollowUpModule.forRoot({
          jwksUrl: config.verification.jwksUrl,
          directory: overrides.staffDirectory,
        }),
        BriefsModule,
        ContactModule,
        NewsletterModule.forRoot(config.newsletterTokenSecret),
        RetentionModule.forRoot(config.retention),
        // POST /api/inquiries/personal-data/export and …/erase: one person's briefs, messages, sign-up.
        PersonalDataModule.forRoot({
          path: apiPath('inquiries', 'inquiries/personal-data'),
          service: SERVICE_NAME,
          kinds: InquiriesPersonalData,
        }),
      ],
      controllers: [createHealthController(SERVICE_NAME)],
    };
  }
}

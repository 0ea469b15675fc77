import { type DynamicModule, Module } from '@nestjs/common';
import {
  type Clock,
  ClockModule,
  createHealthController,
  createLoggerModule,
  createRateLimitModule,
  type TokenVerificationOptions,
  TokenVerificationModule,
} from '@madar/shared/nest';
import { ApplicationsModule } from './applications/applications.module';
import { type RecruitmentConfig, SERVICE_NAME, verificationOptions } from './config';
import { JobsModule } from './jobs/jobs.module';
import { ResumesModule } from './resumes/resumes.module';

/** What tests replace: the token key source (a local key set instead of auth's JWKS) and the clock. */
export interface AppOverrides {
  verification?: TokenVerificationOptions;
  clock?: Clock;
}

@Module({})
export class AppModule {
  /** The whole service built from an already-validated config (main.ts and the e2e tests). */
  static forRoot(config: RecruitmentConfig, overrides: AppOverrides = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        createLoggerModule(SERVICE_NAME, config.LOG_LEVEL),
        TokenVerificationModule.forRoot(overrides.verification ?? verificationOptions(config)),
        ClockModule.forRoot(overrides.clock),
        createRateLimitModule(
          config.PUBLIC_WRITE_RATE_LIMIT,
          'Too many submissions from this address; please try again in a minute',
        ),
        ResumesModule.forRoot(config.RESUME_DIR),
        JobsModule,
        ApplicationsModule,
      ],
      controllers: [createHealthController(SERVICE_NAME)],
    };
  }
}

import { type DynamicModule, Module } from '@nestjs/common';
import {
  createHealthController,
  createLoggerModule,
  type TokenVerificationOptions,
  TokenVerificationModule,
} from '@madar/shared/nest';
import { type RecruitmentConfig, SERVICE_NAME, verificationOptions } from './config';
import { JobsModule } from './jobs/jobs.module';

@Module({})
export class AppModule {
  /**
   * The whole service built from an already-validated config (main.ts and the e2e tests). Tests pass
   * their own verification options (a local key set) instead of auth's JWKS.
   */
  static forRoot(
    config: RecruitmentConfig,
    verification: TokenVerificationOptions = verificationOptions(config),
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        createLoggerModule(SERVICE_NAME, config.LOG_LEVEL),
        TokenVerificationModule.forRoot(verification),
        JobsModule,
      ],
      controllers: [createHealthController(SERVICE_NAME)],
    };
  }
}

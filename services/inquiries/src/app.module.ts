import { type DynamicModule, Module } from '@nestjs/common';
import { createHealthController, createLoggerModule, TokenVerificationModule } from '@madar/shared/nest';
import { BriefsModule } from './briefs/briefs.module';
import { type InquiriesConfig, SERVICE_NAME } from './config';

@Module({})
export class AppModule {
  /** The whole service built from an already-validated config (main.ts and the e2e tests). */
  static forRoot(config: InquiriesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        createLoggerModule(SERVICE_NAME, config.logLevel),
        TokenVerificationModule.forRoot(config.verification),
        BriefsModule,
      ],
      controllers: [createHealthController(SERVICE_NAME)],
    };
  }
}

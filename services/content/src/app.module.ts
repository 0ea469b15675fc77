import { type DynamicModule, Module } from '@nestjs/common';
import {
  createHealthController,
  createLoggerModule,
  type TokenVerificationOptions,
  TokenVerificationModule,
} from '@madar/shared/nest';
import { type ContentConfig, SERVICE_NAME, verificationOptions } from './config';
import { ServicesCatalogModule } from './services-catalog/services-catalog.module';

@Module({})
export class AppModule {
  /**
   * The whole service built from an already-validated config (main.ts and the e2e tests). Tests pass
   * their own verification options (a local key set) instead of auth's JWKS.
   */
  static forRoot(
    config: ContentConfig,
    verification: TokenVerificationOptions = verificationOptions(config),
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        createLoggerModule(SERVICE_NAME, config.LOG_LEVEL),
        // No content route is admin-only yet (the blog's arrive in issue 3), but the service already
        // requires and validates its verification settings so deployments do not change later.
        TokenVerificationModule.forRoot(verification),
        ServicesCatalogModule,
      ],
      controllers: [createHealthController(SERVICE_NAME)],
    };
  }
}

/**
 * Boots the real recruitment service for supertest, configured exactly as main.ts does, except that
 * admin tokens are verified against a local test key instead of auth's JWKS, the clock can be fixed,
 * rate limits are off unless a test sets PUBLIC_WRITE_RATE_LIMIT, and the demo data is seeded (memory
 * mode unless a test passes DATABASE_URL; then the app is returned once its database is migrated).
 */
import type { INestApplication } from '@nestjs/common';
import type { StaffDirectory } from '@madar/shared/follow-up';
import type { MailTransport } from '@madar/shared/mail';
import type { Clock } from '@madar/shared/nest';
import {
  createServiceTestApp,
  createTestSigner,
  DATA_SERVICE_TEST_ENV,
  type TestSigner,
} from '@madar/shared/testing';
import type { App } from 'supertest/types';
import { AppModule } from '../src/app.module';
import { loadRecruitmentConfig, serviceOptions } from '../src/config';

export interface TestApp {
  app: INestApplication<App>;
  signer: TestSigner;
  /** A valid admin token. */
  token: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: Clock;
  /** Extra environment, e.g. PUBLIC_WRITE_RATE_LIMIT or DATABASE_URL. */
  env?: Record<string, string>;
  /** Who may be given an application, instead of auth's directory (which tests cannot reach). */
  staffDirectory?: StaffDirectory;
  /** Where mail goes, instead of SMTP. */
  mailTransport?: MailTransport;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const signer = await createTestSigner();
  const { app } = await createServiceTestApp({
    loadConfig: loadRecruitmentConfig,
    env: { ...DATA_SERVICE_TEST_ENV, ...options.env },
    signer,
    createModule: (config) =>
      AppModule.forRoot(config, {
        clock: options.clock,
        staffDirectory: options.staffDirectory,
        mailTransport: options.mailTransport,
      }),
    serviceOptions,
  });
  return { app, signer, token: await signer.sign(), close: () => app.close() };
}

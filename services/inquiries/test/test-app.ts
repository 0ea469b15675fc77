/**
 * Boots the real inquiries service for supertest, configured as main.ts does, except that admin tokens
 * are verified against a test signer's key instead of auth's JWKS, rate limits are off unless a test
 * sets PUBLIC_WRITE_RATE_LIMIT, the demo data is seeded, and a test may fix the clock.
 */
import type { INestApplication } from '@nestjs/common';
import type { App } from 'supertest/types';
import type { StaffDirectory } from '@madar/shared/follow-up';
import type { MailTransport } from '@madar/shared/mail';
import type { Clock } from '@madar/shared/nest';
import {
  createServiceTestApp,
  createTestSigner,
  DATA_SERVICE_TEST_ENV,
  type TestSigner,
} from '@madar/shared/testing';
import { AppModule } from '../src/app.module';
import { loadInquiriesConfig, serviceOptions } from '../src/config';

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  clock?: Clock;
  /** False returns the app at once in PostgreSQL mode, for a database that cannot be reached. */
  waitForDatabase?: boolean;
  /** Who may be given a lead, instead of auth's directory (which tests cannot reach). */
  staffDirectory?: StaffDirectory;
  /** Where mail goes, instead of SMTP. */
  mailTransport?: MailTransport;
}

export async function createTestApp(
  options: TestAppOptions = {},
): Promise<{ app: INestApplication<App>; signer: TestSigner }> {
  const signer = await createTestSigner();
  const { app } = await createServiceTestApp({
    loadConfig: loadInquiriesConfig,
    // A fixed newsletter secret: durable tests boot twice on one database, and links must survive.
    env: {
      ...DATA_SERVICE_TEST_ENV,
      NEWSLETTER_TOKEN_SECRET: 'test-only-newsletter-secret-0123456789',
      ...options.env,
    },
    signer,
    createModule: (config) =>
      AppModule.forRoot(config, {
        clock: options.clock,
        staffDirectory: options.staffDirectory,
        mailTransport: options.mailTransport,
      }),
    serviceOptions,
    waitForDatabase: options.waitForDatabase,
  });
  return { app, signer };
}

/**
 * Boots the real inquiries service for supertest, configured as main.ts does, except that admin tokens
 * are verified against a test signer's key instead of auth's JWKS, rate limits are off unless a test
 * sets PUBLIC_WRITE_RATE_LIMIT, the demo data is seeded, and a test may fix the clock.
 */
import type { INestApplication } from '@nestjs/common';
import type { App } from 'supertest/types';
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
}

export async function createTestApp(
  options: TestAppOptions = {},
): Promise<{ app: INestApplication<App>; signer: TestSigner }> {
  const signer = await createTestSigner();
  const { app } = await createServiceTestApp({
    loadConfig: loadInquiriesConfig,
    env: { ...DATA_SERVICE_TEST_ENV, ...options.env },
    signer,
    createModule: (config) => AppModule.forRoot(config, { clock: options.clock }),
    serviceOptions,
    waitForDatabase: options.waitForDatabase,
  });
  return { app, signer };
}

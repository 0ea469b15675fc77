/**
 * Boots the real inquiries service for supertest, configured as main.ts does, except that admin tokens
 * are verified against a test signer's key instead of auth's JWKS, rate limits are off unless a test
 * sets PUBLIC_WRITE_RATE_LIMIT, and a test may fix the clock.
 */
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { App } from 'supertest/types';
import { type Clock, configureService } from '@madar/shared/nest';
import { createTestSigner, type TestSigner, testVerificationOptions } from '@madar/shared/testing';
import { AppModule } from '../src/app.module';
import { loadInquiriesConfig, serviceOptions } from '../src/config';

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  clock?: Clock;
}

export async function createTestApp(
  options: TestAppOptions = {},
): Promise<{ app: INestApplication<App>; signer: TestSigner }> {
  const signer = await createTestSigner();
  const config = loadInquiriesConfig({
    AUTH_JWKS_URL: 'http://auth.invalid/api/auth/jwks',
    LOG_LEVEL: 'silent',
    LATENCY_READ_MS: '0',
    LATENCY_WRITE_MS: '0',
    PUBLIC_WRITE_RATE_LIMIT: '0',
    SEED_DEMO_DATA: 'true',
    ...options.env,
  });
  const app = await NestFactory.create<INestApplication<App>>(
    AppModule.forRoot(
      { ...config, verification: testVerificationOptions(signer) },
      options.clock ? { clock: options.clock } : {},
    ),
    { logger: false },
  );
  configureService(app, serviceOptions(config));
  await app.init();
  return { app, signer };
}

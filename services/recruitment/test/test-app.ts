/**
 * Boots the real recruitment service for supertest, configured exactly as main.ts does, except that
 * admin tokens are verified against a local test key instead of auth's JWKS, the clock can be fixed,
 * rate limits are off unless a test sets PUBLIC_WRITE_RATE_LIMIT, and the demo data is seeded (memory
 * mode unless a test passes DATABASE_URL; then the app is returned once its database is migrated).
 */
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from '@madar/shared/data';
import { type Clock, configureService } from '@madar/shared/nest';
import { createTestSigner, type TestSigner, testVerificationOptions } from '@madar/shared/testing';
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
}

const READY_TIMEOUT_MS = 20_000;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadRecruitmentConfig({
    AUTH_JWKS_URL: 'http://auth.invalid/api/auth/jwks',
    LOG_LEVEL: 'silent',
    LATENCY_READ_MS: '0',
    LATENCY_WRITE_MS: '0',
    PUBLIC_WRITE_RATE_LIMIT: '0',
    SEED_DEMO_DATA: 'true',
    ...options.env,
  });
  const signer = await createTestSigner();
  const module = AppModule.forRoot(
    { ...config, verification: testVerificationOptions(signer) },
    options.clock ? { clock: options.clock } : {},
  );
  // abortOnError: false lets a failed boot reject here instead of exiting the test process.
  const app = await NestFactory.create<INestApplication<App>>(module, { logger: false, abortOnError: false });
  configureService(app, serviceOptions(config));
  await app.init();
  if (config.data.databaseUrl) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the test database did not get ready')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.get(DataSource).whenReady, timeout]);
    } catch (error) {
      await app.close();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
  return { app, signer, token: await signer.sign(), close: () => app.close() };
}

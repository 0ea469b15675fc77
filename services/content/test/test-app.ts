/**
 * Boots the real content service for supertest, configured exactly as main.ts does, except that a
 * test may verify admin tokens against its own signer's key instead of auth's JWKS, may fix the clock
 * (the blog's seed times are placed relative to it at boot, and writes are stamped by it) and may set
 * more of the environment (DATABASE_URL for PostgreSQL mode, a memory cap). The demo posts are seeded,
 * as in the compose demo.
 */
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { App } from 'supertest/types';
import { DataSource } from '@madar/shared/data';
import { type Clock, configureService } from '@madar/shared/nest';
import { type TestSigner, testVerificationOptions } from '@madar/shared/testing';
import { AppModule } from '../src/app.module';
import { loadContentConfig, serviceOptions } from '../src/config';

export interface TestAppOptions {
  signer?: TestSigner;
  clock?: Clock;
  env?: NodeJS.ProcessEnv;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<INestApplication<App>> {
  const config = loadContentConfig({
    AUTH_JWKS_URL: 'http://auth.invalid/api/auth/jwks',
    LOG_LEVEL: 'silent',
    LATENCY_READ_MS: '0',
    LATENCY_WRITE_MS: '0',
    SEED_DEMO_DATA: 'true',
    ...options.env,
  });
  const module = AppModule.forRoot(config, {
    ...(options.signer && { verification: testVerificationOptions(options.signer) }),
    ...(options.clock && { clock: options.clock }),
  });
  const app = await NestFactory.create<INestApplication<App>>(module, { logger: false });
  configureService(app, serviceOptions(config));
  await app.init();
  // PostgreSQL mode migrates and seeds in the background; the tests start once it is done.
  const data = app.get(DataSource);
  if (data.mode === 'postgres') await Promise.race([data.whenReady, notReadyAfter(20_000)]);
  return app;
}

function notReadyAfter(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`the database was not ready after ${ms} ms`)), ms).unref();
  });
}

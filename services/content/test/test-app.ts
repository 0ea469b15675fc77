/**
 * Boots the real content service for supertest, configured exactly as main.ts does, except that a
 * test may verify admin tokens against its own signer's key instead of auth's JWKS, and may fix the
 * clock (the blog's seed times are placed relative to it at boot, and writes are stamped by it).
 */
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { App } from 'supertest/types';
import { type Clock, configureService } from '@madar/shared/nest';
import { type TestSigner, testVerificationOptions } from '@madar/shared/testing';
import { AppModule } from '../src/app.module';
import { loadContentConfig, serviceOptions } from '../src/config';

export interface TestAppOptions {
  signer?: TestSigner;
  clock?: Clock;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<INestApplication<App>> {
  const config = loadContentConfig({
    AUTH_JWKS_URL: 'http://auth.invalid/api/auth/jwks',
    LOG_LEVEL: 'silent',
    LATENCY_READ_MS: '0',
    LATENCY_WRITE_MS: '0',
  });
  const module = AppModule.forRoot(config, {
    ...(options.signer && { verification: testVerificationOptions(options.signer) }),
    ...(options.clock && { clock: options.clock }),
  });
  const app = await NestFactory.create<INestApplication<App>>(module, { logger: false });
  configureService(app, serviceOptions(config));
  await app.init();
  return app;
}

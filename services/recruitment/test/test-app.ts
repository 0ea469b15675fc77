/**
 * Boots the real recruitment service for supertest, configured exactly as main.ts does, except that
 * admin tokens are verified against a local test key instead of auth's JWKS.
 */
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { configureService } from '@madar/shared/nest';
import { createTestSigner, type TestSigner, testVerificationOptions } from '@madar/shared/testing';
import { AppModule } from '../src/app.module';
import { loadRecruitmentConfig, serviceOptions } from '../src/config';

export interface TestApp {
  app: INestApplication;
  signer: TestSigner;
}

export async function createTestApp(): Promise<TestApp> {
  const config = loadRecruitmentConfig({
    AUTH_JWKS_URL: 'http://auth.invalid/api/auth/jwks',
    LOG_LEVEL: 'silent',
    LATENCY_READ_MS: '0',
    LATENCY_WRITE_MS: '0',
  });
  const signer = await createTestSigner();
  const app = await NestFactory.create(AppModule.forRoot(config, testVerificationOptions(signer)), {
    logger: false,
  });
  configureService(app, serviceOptions(config));
  await app.init();
  return { app, signer };
}

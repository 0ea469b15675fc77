/**
 * Boots the real inquiries service for supertest, configured as main.ts does, except that admin tokens
 * are verified against a test signer's key instead of auth's JWKS.
 */
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { configureService } from '@madar/shared/nest';
import { createTestSigner, type TestSigner, testVerificationOptions } from '@madar/shared/testing';
import { AppModule } from '../src/app.module';
import { loadInquiriesConfig, serviceOptions } from '../src/config';

export async function createTestApp(): Promise<{ app: INestApplication; signer: TestSigner }> {
  const signer = await createTestSigner();
  const config = loadInquiriesConfig({
    AUTH_JWKS_URL: 'http://auth.invalid/api/auth/jwks',
    LOG_LEVEL: 'silent',
    LATENCY_READ_MS: '0',
    LATENCY_WRITE_MS: '0',
  });
  const app = await NestFactory.create(
    AppModule.forRoot({ ...config, verification: testVerificationOptions(signer) }),
    { logger: false },
  );
  configureService(app, serviceOptions(config));
  await app.init();
  return { app, signer };
}

/** Boots the real content service for supertest, configured exactly as main.ts does. */
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { configureService } from '@madar/shared/nest';
import { AppModule } from '../src/app.module';
import { loadContentConfig, serviceOptions } from '../src/config';

export async function createTestApp(): Promise<INestApplication> {
  const config = loadContentConfig({
    AUTH_JWKS_URL: 'http://auth.invalid/api/auth/jwks',
    LOG_LEVEL: 'silent',
    LATENCY_READ_MS: '0',
    LATENCY_WRITE_MS: '0',
  });
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: false });
  configureService(app, serviceOptions(config));
  await app.init();
  return app;
}

/**
 * Boots the real content service for supertest, configured exactly as main.ts does, except that a
 * test may verify admin tokens against its own signer's key instead of auth's JWKS, may fix the clock
 * (the blog's seed times are placed relative to it at boot, and writes are stamped by it) and may set
 * more of the environment (DATABASE_URL for PostgreSQL mode, a memory cap). The demo posts are seeded,
 * as in the compose demo.
 */
import type { INestApplication } from '@nestjs/common';
import type { App } from 'supertest/types';
import type { Clock } from '@madar/shared/nest';
import { createServiceTestApp, DATA_SERVICE_TEST_ENV, type TestSigner } from '@madar/shared/testing';
import { AppModule } from '../src/app.module';
import { loadContentConfig, serviceOptions } from '../src/config';

export interface TestAppOptions {
  signer?: TestSigner;
  clock?: Clock;
  env?: NodeJS.ProcessEnv;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<INestApplication<App>> {
  const { app } = await createServiceTestApp({
    loadConfig: loadContentConfig,
    env: { ...DATA_SERVICE_TEST_ENV, ...options.env },
    signer: options.signer,
    createModule: (config) => AppModule.forRoot(config, { clock: options.clock }),
    serviceOptions,
  });
  return app;
}

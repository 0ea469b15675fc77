/**
 * Boots the real recruitment service for supertest, configured exactly as main.ts does, except that
 * admin tokens are verified against a local test key instead of auth's JWKS, the clock can be fixed,
 * and resumes go to a fresh temporary folder (RESUME_DIR) removed again by close().
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
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
  /** The temporary folder holding RESUME_DIR (and nothing else, unless something escaped it). */
  root: string;
  resumeDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: Clock;
  /** Extra environment, e.g. PUBLIC_WRITE_RATE_LIMIT; the limit is off unless set. */
  env?: Record<string, string>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const root = await mkdtemp(join(tmpdir(), 'madar-recruitment-'));
  const resumeDir = join(root, 'resumes');
  const config = loadRecruitmentConfig({
    AUTH_JWKS_URL: 'http://auth.invalid/api/auth/jwks',
    LOG_LEVEL: 'silent',
    LATENCY_READ_MS: '0',
    LATENCY_WRITE_MS: '0',
    PUBLIC_WRITE_RATE_LIMIT: '0',
    RESUME_DIR: resumeDir,
    ...options.env,
  });
  const signer = await createTestSigner();
  const module = AppModule.forRoot(config, {
    verification: testVerificationOptions(signer),
    ...(options.clock && { clock: options.clock }),
  });
  let app: INestApplication<App>;
  try {
    // abortOnError: false lets a failed boot reject here instead of exiting the test process.
    app = await NestFactory.create(module, { logger: false, abortOnError: false });
    configureService(app, serviceOptions(config));
    await app.init();
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    signer,
    token: await signer.sign(),
    root,
    resumeDir,
    close: async () => {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

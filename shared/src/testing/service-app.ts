/**
 * Test support: boots a service's real module for supertest, configured by configureService as in
 * production, from a plain environment (never process.env) with logs and simulated latency off.
 */
import type { Server } from 'node:http';
import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from '../data/data.module';
import { configureService, type ServiceOptions } from '../nest/bootstrap';
import { type TestSigner, testVerificationOptions } from './token-signer';

/** What every service's tests run with: no logs, no simulated latency. */
export const QUIET_TEST_ENV: Readonly<Record<string, string>> = {
  LOG_LEVEL: 'silent',
  LATENCY_READ_MS: '0',
  LATENCY_WRITE_MS: '0',
};

/**
 * For the services that keep data and check admin tokens: a JWKS URL that is never called (tests
 * verify against a test signer), the public submission limit off unless a test sets it, and the demo
 * data seeded as in the compose demo.
 */
export const DATA_SERVICE_TEST_ENV: Readonly<Record<string, string>> = {
  ...QUIET_TEST_ENV,
  AUTH_JWKS_URL: 'http://auth.invalid/api/auth/jwks',
  PUBLIC_WRITE_RATE_LIMIT: '0',
  SEED_DEMO_DATA: 'true',
  // A busy test machine may take seconds to open a connection; production keeps 1.5 s.
  DATABASE_CONNECT_TIMEOUT_MS: '15000',
};

const READY_TIMEOUT_MS = 20_000;

export interface ServiceTestAppSpec<C> {
  loadConfig(env: NodeJS.ProcessEnv): C;
  /** Laid over QUIET_TEST_ENV. */
  env?: NodeJS.ProcessEnv;
  /** Admin tokens are verified against this signer's key instead of auth's JWKS (config.verification). */
  signer?: TestSigner;
  createModule(config: C): Type<unknown> | DynamicModule;
  serviceOptions(config: C): ServiceOptions;
  /** False for a test of a database that cannot be reached, which is never ready. */
  waitForDatabase?: boolean;
}

/**
 * The initialised app and its config. In PostgreSQL mode the app is returned once its database is
 * migrated and seeded (which runs in the background), so a test never meets a half-ready service,
 * unless `waitForDatabase` is false.
 */
export async function createServiceTestApp<C>(
  spec: ServiceTestAppSpec<C>,
): Promise<{ app: INestApplication<Server>; config: C }> {
  const loaded = spec.loadConfig({ ...QUIET_TEST_ENV, ...spec.env });
  const config = spec.signer ? { ...loaded, verification: testVerificationOptions(spec.signer) } : loaded;
  // abortOnError: false lets a failed boot reject here instead of exiting the test process.
  const app = await NestFactory.create<INestApplication<Server>>(spec.createModule(config), {
    logger: false,
    abortOnError: false,
  });
  configureService(app, spec.serviceOptions(config));
  await app.init();
  const data = app.get(DataSource);
  if (data.mode === 'postgres' && spec.waitForDatabase !== false) {
    try {
      await whenReady(data);
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  return { app, config };
}

async function whenReady(data: DataSource<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the database was not ready after ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([data.whenReady, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

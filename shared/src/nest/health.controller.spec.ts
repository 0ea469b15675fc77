/**
 * Readiness is this process serving its own routes: Redis (used by some routes only) is reported
 * beside the checks and never takes a replica out of rotation, whether it is up or unreachable.
 */
import { type INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataModule } from '../data/data.module';
import { testRedisUrl } from '../testing';
import { createHealthController } from './health.controller';
import { ReadinessService } from './readiness';

async function serviceWith(redisUrl?: string): Promise<INestApplication<App>> {
  @Module({
    imports: [
      DataModule.forRoot({
        schema: 'sample',
        settings: { databasePoolMax: 1, redisUrl, seedDemoData: false, memoryStoreMaxBytes: 1024 },
        migrations: {},
      }),
    ],
    controllers: [createHealthController('sample')],
  })
  class SampleModule {}
  const app = await NestFactory.create<INestApplication<App>>(SampleModule, { logger: false });
  return app.init();
}

describe('GET /health/ready', () => {
  it('stays ready with Redis unreachable, and says so in its dependencies', async () => {
    const app = await serviceWith('redis://127.0.0.1:9');
    try {
      const res = await request(app.getHttpServer()).get('/health/ready').expect(200);
      expect(res.body).toEqual({
        status: 'ok',
        service: 'sample',
        checks: {},
        dependencies: { redis: 'unavailable' },
      });
    } finally {
      await app.close();
    }
  });

  it('reports a reachable Redis', async () => {
    const app = await serviceWith(testRedisUrl());
    try {
      const res = await request(app.getHttpServer()).get('/health/ready').expect(200);
      expect(res.body).toMatchObject({ status: 'ok', dependencies: { redis: 'ok' } });
    } finally {
      await app.close();
    }
  });

  it('has no dependencies in memory mode', async () => {
    const app = await serviceWith(undefined);
    try {
      const res = await request(app.getHttpServer()).get('/health/ready').expect(200);
      expect(res.body).toEqual({ status: 'ok', service: 'sample', checks: {} });
    } finally {
      await app.close();
    }
  });
});

describe('ReadinessService', () => {
  it('is unready when a check fails or hangs, whatever the dependencies say', async () => {
    const readiness = new ReadinessService();
    readiness.register('database', () => Promise.resolve(true));
    readiness.registerDependency('redis', () => Promise.reject(new Error('down')));
    await expect(readiness.report()).resolves.toEqual({
      ready: true,
      checks: { database: 'ok' },
      dependencies: { redis: 'unavailable' },
    });
    readiness.register('database', () => new Promise<boolean>(() => undefined));
    await expect(readiness.report(20)).resolves.toMatchObject({
      ready: false,
      checks: { database: 'unavailable' },
    });
  });
});

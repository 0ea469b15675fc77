/**
 * The public-submission budget as two services see it: two small apps with different controllers (as
 * inquiries and recruitment have), counting in one Redis, spend one budget per client address.
 */
import { Controller, Global, type INestApplication, Module, Post, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Redis } from 'ioredis';
import request from 'supertest';
import type { App } from 'supertest/types';
import { REDIS_CLIENT } from '../data/data.module';
import { testRedisUrl } from '../testing';
import { configureService } from './bootstrap';
import { createPublicWriteRateLimitModule, PUBLIC_WRITE_THROTTLED_MESSAGE, RateLimited } from './rate-limit';

@Controller('api/briefs')
class BriefsController {
  @Post()
  @RateLimited()
  submit() {
    return { success: true };
  }
}

@Controller('api/applications')
class ApplicationsController {
  @Post()
  @RateLimited()
  apply() {
    return { success: true };
  }
}

async function startService(controller: Type, redis: Redis | null, limit: number) {
  @Global()
  @Module({ providers: [{ provide: REDIS_CLIENT, useValue: redis }], exports: [REDIS_CLIENT] })
  class RedisHolder {}

  @Module({ imports: [RedisHolder, createPublicWriteRateLimitModule(limit)], controllers: [controller] })
  class ServiceModule {}

  const app = await NestFactory.create<INestApplication<App>>(ServiceModule, { logger: false });
  configureService(app, { name: 'test', description: 'test', latency: { readMs: 0, writeMs: 0 } });
  await app.init();
  return app;
}

const randomAddress = () => `192.0.2.${1 + Math.floor(Math.random() * 250)}`;

describe('one public-submission budget per client address', () => {
  let redis: Redis;
  const apps: INestApplication<App>[] = [];

  beforeAll(() => {
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    redis.disconnect();
  });

  const start = async (controller: Type, store: Redis | null, limit = 3) => {
    const app = await startService(controller, store, limit);
    apps.push(app);
    return (path: string, address: string) =>
      request(app.getHttpServer()).post(path).set('X-Forwarded-For', address).send({});
  };

  it('is shared by two services counting in the same Redis', async () => {
    const inquiries = await start(BriefsController, redis);
    const recruitment = await start(ApplicationsController, redis);
    const address = randomAddress();

    await inquiries('/api/briefs', address).expect(201);
    await recruitment('/api/applications', address).expect(201);
    await inquiries('/api/briefs', address).expect(201);

    const refused = await recruitment('/api/applications', address).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      code: 'REQUEST.THROTTLED',
      message: PUBLIC_WRITE_THROTTLED_MESSAGE,
      error: 'Too Many Requests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await inquiries('/api/briefs', address).expect(429);
    // Another address is served.
    await recruitment('/api/applications', randomAddress()).expect(201);
  });

  it('in memory mode, is counted by each service on its own', async () => {
    const inquiries = await start(BriefsController, null, 1);
    const recruitment = await start(ApplicationsController, null, 1);
    await inquiries('/api/briefs', '198.51.100.1').expect(201);
    await inquiries('/api/briefs', '198.51.100.1').expect(429);
    await recruitment('/api/applications', '198.51.100.1').expect(201);
  });

  it('is off at 0', async () => {
    const inquiries = await start(BriefsController, null, 0);
    for (let i = 0; i < 5; i += 1) await inquiries('/api/briefs', '198.51.100.2').expect(201);
  });
});

/**
 * Sign-in throttling (issue 3): LOGIN_RATE_LIMIT attempts per minute per client address, counted on
 * req.ip. Services trust exactly one proxy hop, so req.ip is the last X-Forwarded-For entry, which in
 * production is written by the gateway (it overwrites the client's header). A forged header therefore
 * never reaches auth. Reaching auth directly would let a caller pick its address, which is why only
 * the gateway is published (compose, k8s); the integration test proves the whole path.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { testRedisUrl } from '@madar/shared/testing';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp } from './test-app';
import { type GatewayDouble, startGatewayDouble } from './gateway-double';

const THROTTLED = {
  statusCode: 429,
  code: 'REQUEST.THROTTLED',
  message: 'Too many sign-in attempts; try again in a minute',
  error: 'Too Many Requests',
};

const wrongPassword = { email: ADMIN_EMAIL, password: 'a guess' };
const forged = (i: number) => `10.${i}.${i * 7}.${i * 13}`;

describe('auth: sign-in throttling per client address', () => {
  let app: INestApplication<App>;
  let gateway: GatewayDouble;

  beforeAll(async () => {
    // LOGIN_RATE_LIMIT unset: the default of 5 per minute.
    ({ app } = await createTestApp({ LOGIN_RATE_LIMIT: undefined }));
    await app.listen(0, '127.0.0.1');
    const server = app.getHttpServer() as Server;
    gateway = await startGatewayDouble((server.address() as AddressInfo).port);
  });

  afterAll(async () => {
    await gateway.close();
    await app.close();
  });

  const direct = () => request(app.getHttpServer()).post('/api/auth/login');

  it('answers the 6th attempt through the gateway with 429, each sent with a different forged X-Forwarded-For', async () => {
    for (let i = 1; i <= 5; i += 1) {
      await request(gateway.url)
        .post('/api/auth/login')
        .set('X-Forwarded-For', forged(i))
        .send(wrongPassword)
        .expect(401);
    }
    const res = await request(gateway.url)
      .post('/api/auth/login')
      .set('X-Forwarded-For', forged(6))
      .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
      .expect(429);
    expect(res.body).toEqual(THROTTLED);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('counts the address the nearest proxy reports, ignoring entries a client put before it', async () => {
    const client = '203.0.113.9';
    for (let i = 1; i <= 5; i += 1) {
      await direct()
        .set('X-Forwarded-For', `${forged(i)}, ${client}`)
        .send(wrongPassword)
        .expect(401);
    }
    const res = await direct()
      .set('X-Forwarded-For', `${forged(6)}, ${client}`)
      .send(wrongPassword);
    expect(res.status).toBe(429);
  });

  it('keeps a separate count per client address, though all arrive over the same socket address', async () => {
    for (let i = 1; i <= 5; i += 1) {
      await direct().set('X-Forwarded-For', '203.0.113.7').send(wrongPassword).expect(401);
    }
    await direct().set('X-Forwarded-For', '203.0.113.7').send(wrongPassword).expect(429);

    await direct().set('X-Forwarded-For', '203.0.113.8').send(wrongPassword).expect(401);
    await direct()
      .set('X-Forwarded-For', '203.0.113.8')
      .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
      .expect(200);
  });

  it('counts malformed attempts too', async () => {
    const client = '203.0.113.20';
    for (let i = 1; i <= 5; i += 1) {
      await direct().set('X-Forwarded-For', client).send({ email: 'not-an-email' }).expect(400);
    }
    await direct().set('X-Forwarded-For', client).send(wrongPassword).expect(429);
  });

  it('does not throttle the other routes', async () => {
    const client = '203.0.113.7';
    for (let i = 1; i <= 7; i += 1) {
      await request(app.getHttpServer()).get('/api/auth/jwks').set('X-Forwarded-For', client).expect(200);
    }
  });
});

describe('auth: LOGIN_RATE_LIMIT', () => {
  it('follows a configured limit, and 0 turns throttling off', async () => {
    for (const [limit, attempts, last] of [
      ['2', 2, 429],
      ['0', 12, 401],
    ] as const) {
      const { app } = await createTestApp({ LOGIN_RATE_LIMIT: limit });
      try {
        const attempt = () => request(app.getHttpServer()).post('/api/auth/login').send(wrongPassword);
        for (let i = 0; i < attempts; i += 1) await attempt().expect(401);
        await attempt().expect(last);
      } finally {
        await app.close();
      }
    }
  });
});

describe('auth: with REDIS_URL the sign-in limit holds across replicas', () => {
  let replicas: INestApplication<App>[];

  beforeAll(async () => {
    const env = { LOGIN_RATE_LIMIT: '5', REDIS_URL: testRedisUrl() };
    replicas = (await Promise.all([createTestApp(env), createTestApp(env)])).map(({ app }) => app);
    // As a readiness probe would before traffic: each replica is connected to Redis.
    for (const app of replicas) {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        if ((await request(app.getHttpServer()).get('/health/ready')).status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(async () => {
    await Promise.all(replicas.map((app) => app.close()));
  });

  it('refuses the sixth attempt of a minute from one address whichever replica answers', async () => {
    const [one, two] = replicas as [INestApplication<App>, INestApplication<App>];
    const address = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
    const attempt = (app: INestApplication<App>) =>
      request(app.getHttpServer())
        .post('/api/auth/login')
        .set('X-Forwarded-For', address)
        .send(wrongPassword);
    for (let i = 0; i < 5; i += 1) await attempt(i % 2 === 0 ? one : two).expect(401);
    expect((await attempt(two).expect(429)).body).toEqual(THROTTLED);
    await attempt(one).expect(429);
  });
});

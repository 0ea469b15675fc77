/**
 * Sign-in throttling (docs/decisions/0009): failed sign-ins make their client address wait (1 s, doubling),
 * and a much-failed account makes addresses that failed themselves wait, but a clean address's correct
 * password always succeeds. The address is req.ip: services trust one proxy hop, so it is the last
 * X-Forwarded-For entry, written in production by the gateway (which overwrites the client's header);
 * here the tests play the gateway. The clock is fixed, so waits end only when a test moves it.
 */
import crypto from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { FixedClock } from '@madar/shared/nest';
import { testRedisUrl } from '@madar/shared/testing';
import { type GatewayDouble, startGatewayDouble } from './gateway-double';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp } from './test-app';

const wrong = { email: ADMIN_EMAIL, password: 'a guess' };
const right = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

const throttledBody = (seconds: number) => ({
  statusCode: 429,
  code: 'REQUEST.THROTTLED',
  message: `Too many failed sign-in attempts; try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
  error: 'Too Many Requests',
});

describe('auth: sign-in waits after failed attempts', () => {
  let app: INestApplication<App>;
  const clock = new FixedClock(new Date('2026-03-01T10:00:00Z'));
  const advance = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));

  beforeAll(async () => {
    // 5 free failures per address (the default); the account's count is the next suite's, so here
    // the failures every test spends on the admin's email never add up to it.
    ({ app } = await createTestApp({ LOGIN_ACCOUNT_FREE_FAILURES: '1000' }, { clock }));
  });

  afterAll(async () => {
    await app.close();
  });

  const signIn = (address: string, body: object) =>
    request(app.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', address).send(body);

  it('a wrong-password burst from one address does not stop the admin from another', async () => {
    const attacker = '203.0.113.1';
    for (let i = 0; i < 5; i += 1) await signIn(attacker, wrong).expect(401);

    const waits: string[] = [];
    for (const seconds of [1, 2, 4, 8]) {
      const refused = await signIn(attacker, wrong).expect(429);
      expect(refused.body).toEqual(throttledBody(seconds));
      waits.push(refused.headers['retry-after'] as string);
      // During the wait, the admin elsewhere signs in; the attacker's right password is refused too.
      await signIn('198.51.100.1', right).expect(200);
      await signIn(attacker, right).expect(429);
      advance(seconds);
      await signIn(attacker, wrong).expect(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8']);
  });

  it('keeps each address its own count, though all arrive over one connection', async () => {
    for (let i = 0; i < 5; i += 1) await signIn('203.0.113.2', wrong).expect(401);
    await signIn('203.0.113.2', wrong).expect(429);
    await signIn('203.0.113.3', wrong).expect(401);
    await signIn('203.0.113.3', right).expect(200);
  });

  it('counts the address the nearest proxy reports, ignoring entries a client put before it', async () => {
    const client = '203.0.113.4';
    for (let i = 1; i <= 5; i += 1) {
      await signIn(`10.0.0.${i}, ${client}`, wrong).expect(401);
    }
    await signIn(`10.0.0.6, ${client}`, right).expect(429);
  });

  it('answers an unknown email exactly as a known one', async () => {
    const unknown = { email: 'nobody@example.test', password: 'a guess' };
    for (let i = 0; i < 5; i += 1) await signIn('203.0.113.5', unknown).expect(401);
    for (let i = 0; i < 5; i += 1) await signIn('203.0.113.6', wrong).expect(401);
    const [forUnknown, forKnown] = [
      await signIn('203.0.113.5', unknown).expect(429),
      await signIn('203.0.113.6', wrong).expect(429),
    ];
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forUnknown.headers['retry-after']).toBe(forKnown.headers['retry-after']);
  });

  it("clears an address's failures when it signs in", async () => {
    for (let i = 0; i < 4; i += 1) await signIn('203.0.113.7', wrong).expect(401);
    await signIn('203.0.113.7', right).expect(200);
    for (let i = 0; i < 5; i += 1) await signIn('203.0.113.7', wrong).expect(401);
  });

  it('does not count a malformed attempt as a failure', async () => {
    for (let i = 0; i < 8; i += 1) await signIn('203.0.113.8', { email: 'not-an-email' }).expect(400);
    await signIn('203.0.113.8', right).expect(200);
  });
});

describe('auth: the account count never blocks a clean address', () => {
  it('makes addresses that failed wait once the account has failed often, not a clean one', async () => {
    const clock = new FixedClock(new Date('2026-03-01T10:00:00Z'));
    const { app } = await createTestApp({ LOGIN_ACCOUNT_FREE_FAILURES: '3' }, { clock });
    try {
      const signIn = (address: string, body: object) =>
        request(app.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', address).send(body);
      // Spread guessing: one failure from each of three addresses.
      for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await signIn(address, wrong).expect(401);

      const refused = await signIn('192.0.2.1', right).expect(429);
      expect(refused.headers['retry-after']).toBe('1');
      await signIn('198.51.100.9', right).expect(200);
      // A clean address's wrong password counts as any other: then it waits as well.
      await signIn('198.51.100.10', wrong).expect(401);
      await signIn('198.51.100.10', right).expect(429);
    } finally {
      await app.close();
    }
  });
});

describe('auth: behind the gateway', () => {
  let app: INestApplication<App>;
  let gateway: GatewayDouble;

  beforeAll(async () => {
    ({ app } = await createTestApp({}, { clock: new FixedClock(new Date('2026-03-01T10:00:00Z')) }));
    await app.listen(0, '127.0.0.1');
    gateway = await startGatewayDouble(((app.getHttpServer() as Server).address() as AddressInfo).port);
  });

  afterAll(async () => {
    await gateway.close();
    await app.close();
  });

  it('counts failures on the address the gateway saw, whatever X-Forwarded-For the client forged', async () => {
    const through = (forged: string, body: object) =>
      request(gateway.url).post('/api/auth/login').set('X-Forwarded-For', forged).send(body);
    for (let i = 1; i <= 5; i += 1) await through(`10.${i}.${i}.${i}`, wrong).expect(401);
    const res = await through('10.6.6.6', right).expect(429);
    expect(res.body).toEqual(throttledBody(1));
  });
});

describe('auth: LOGIN_RATE_LIMIT, the coarse cap on attempts per address', () => {
  it('counts every attempt, malformed ones too, and 0 turns it off', async () => {
    for (const [limit, attempts, last] of [
      ['2', 2, 429],
      ['0', 12, 400],
    ] as const) {
      const { app } = await createTestApp({ LOGIN_RATE_LIMIT: limit });
      try {
        const attempt = () => request(app.getHttpServer()).post('/api/auth/login').send({ email: 'x' });
        for (let i = 0; i < attempts; i += 1) await attempt().expect(400);
        const res = await attempt().expect(last);
        if (last === 429) {
          expect(res.body).toMatchObject({ code: 'REQUEST.THROTTLED', message: /try again in a minute/ });
          expect(res.headers['retry-after']).toMatch(/^\d+$/);
        }
      } finally {
        await app.close();
      }
    }
  });

  it('does not cap the other routes', async () => {
    const { app } = await createTestApp({ LOGIN_RATE_LIMIT: '2' });
    try {
      for (let i = 0; i < 5; i += 1) await request(app.getHttpServer()).get('/api/auth/jwks').expect(200);
    } finally {
      await app.close();
    }
  });
});

describe('auth: with REDIS_URL the failures count across replicas', () => {
  const clock = new FixedClock(new Date('2026-03-01T10:00:00Z'));
  let replicas: INestApplication<App>[];

  beforeAll(async () => {
    const env = { REDIS_URL: testRedisUrl() };
    replicas = (await Promise.all([createTestApp(env, { clock }), createTestApp(env, { clock })])).map(
      ({ app }) => app,
    );
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

  it('makes an address wait whichever replica answers, and serves the admin elsewhere on both', async () => {
    const [one, two] = replicas as [INestApplication<App>, INestApplication<App>];
    const address = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
    const signIn = (app: INestApplication<App>, from: string, body: object) =>
      request(app.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', from).send(body);

    for (let i = 0; i < 5; i += 1) await signIn(i % 2 === 0 ? one : two, address, wrong).expect(401);
    expect((await signIn(two, address, right).expect(429)).body).toEqual(throttledBody(1));
    await signIn(one, address, right).expect(429);
    await signIn(one, '198.51.100.20', right).expect(200);
    await signIn(two, '198.51.100.21', right).expect(200);

    clock.set(new Date(clock.now().getTime() + 1000));
    await signIn(one, address, wrong).expect(401);
    expect((await signIn(two, address, wrong).expect(429)).headers['retry-after']).toBe('2');
  });
});

describe.each([
  ['memory', {}],
  ['Redis', { REDIS_URL: testRedisUrl() }],
] as const)('auth: a burst of wrong passwords sent at once, counting in %s', (_name, env) => {
  let app: INestApplication<App>;
  const clock = new FixedClock(new Date('2026-03-01T10:00:00Z'));
  // Each password verification is one scrypt run (the admin's hash is made before the spy is set).
  let verifications: jest.SpiedFunction<typeof crypto.scrypt>;
  const scrypt = crypto.scrypt;

  beforeAll(async () => {
    // The account's count is not what this suite tests (with Redis, other suites fail on it too).
    ({ app } = await createTestApp({ ...env, LOGIN_ACCOUNT_FREE_FAILURES: '1000' }, { clock }));
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if ((await request(app.getHttpServer()).get('/health/ready')).status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The suites' hash is cheap; the real one (DEFAULT_SCRYPT_PARAMS) runs for a second or more, while
    // the rest of a burst arrives. Each check here lasts a while too, so the burst overlaps as it would.
    verifications = jest
      .spyOn(crypto, 'scrypt')
      .mockImplementation(
        (...args: Parameters<typeof scrypt>) => void setTimeout(() => scrypt(...args), 200),
      );
  });

  afterAll(async () => {
    verifications.mockRestore();
    await app.close();
  });

  it('checks no more passwords than the free failures, and one per wait after them', async () => {
    // An address of its own on each run: with Redis the counts outlive the run.
    const address = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const burst = () =>
      Promise.all(
        Array.from({ length: 30 }, () =>
          request(app.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', address).send(wrong),
        ),
      );
    const statuses = (answers: { status: number }[]) => answers.map((res) => res.status).sort();

    verifications.mockClear();
    const first = await burst();
    expect(verifications).toHaveBeenCalledTimes(5);
    expect(statuses(first)).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
    for (const res of first.filter(({ status }) => status === 429)) {
      expect(res.body).toEqual(throttledBody(1));
      expect(res.headers['retry-after']).toBe('1');
    }

    // Once the wait is over, the next burst buys one more guess, not another five or thirty.
    clock.set(new Date(clock.now().getTime() + 1000));
    verifications.mockClear();
    const second = await burst();
    expect(verifications).toHaveBeenCalledTimes(1);
    expect(statuses(second)).toEqual([401, ...Array(29).fill(429)]);
    expect(second.find(({ status }) => status === 429)?.headers['retry-after']).toBe('2');
  });
});

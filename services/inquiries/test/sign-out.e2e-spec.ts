/**
 * A token signed out at auth is refused here too: in memory mode this service asks auth (a double
 * here), with Redis it reads the shared list; when neither can be reached the answer is a 503, never
 * the 401 that would sign the admin out.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import request from 'supertest';
import type { App } from 'supertest/types';
import { fillRevocations, REVOCATION_RECHECK_MS, RedisRevocationList } from '@madar/shared/nest';
import {
  createServiceTestApp,
  createTestSigner,
  type TestSigner,
  testRedisUrl,
  testVerificationOptions,
} from '@madar/shared/testing';
import { AppModule } from '../src/app.module';
import { loadInquiriesConfig, serviceOptions } from '../src/config';

/** The service with the sign-out list it picks itself (no test list injected). */
async function startService(
  signer: TestSigner,
  authUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<INestApplication<App>> {
  const { app } = await createServiceTestApp({
    loadConfig: loadInquiriesConfig,
    env: { AUTH_JWKS_URL: `${authUrl}/api/auth/jwks`, ...env },
    createModule: (config) => {
      const { revocations: _injected, ...verification } = {
        ...testVerificationOptions(signer),
        jwksUrl: config.verification.jwksUrl,
      };
      return AppModule.forRoot({ ...config, verification });
    },
    serviceOptions,
  });
  return app;
}

const readMessages = (app: INestApplication<App>, token: string) =>
  request(app.getHttpServer()).get('/api/contact').set('Authorization', `Bearer ${token}`);

async function waitUntilReady(app: INestApplication<App>) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await request(app.getHttpServer()).get('/health/ready')).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the service never became ready');
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('inquiries: signed-out tokens', () => {
  let signer: TestSigner;

  beforeAll(async () => {
    signer = await createTestSigner();
  });

  describe('memory mode: asks auth', () => {
    const signedOut = new Set<string>();
    let auth: Server;
    let authUrl: string;
    let app: INestApplication<App>;

    beforeAll(async () => {
      auth = createServer((req, res) => {
        const match = /^\/api\/auth\/revocations\/([^/]+)$/.exec(req.url ?? '');
        if (!match) return void res.writeHead(404).end();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ revoked: signedOut.has(decodeURIComponent(match[1] ?? '')) }));
      });
      await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve));
      authUrl = `http://127.0.0.1:${(auth.address() as AddressInfo).port}`;
      app = await startService(signer, authUrl);
    });

    afterAll(async () => {
      await app.close();
      auth.close();
    });

    it('refuses a token within seconds of its sign-out at auth', async () => {
      const token = await signer.sign({ jti: 'memory-mode-token' });
      await readMessages(app, token).expect(200);

      signedOut.add('memory-mode-token');
      await new Promise((resolve) => setTimeout(resolve, REVOCATION_RECHECK_MS + 100));

      const res = await readMessages(app, token).expect(401);
      expect(res.body).toMatchObject({ code: 'AUTH.TOKEN_INVALID' });
      await readMessages(app, await signer.sign()).expect(200);
    });

    it('answers 503 when auth cannot be asked', async () => {
      const lonely = await startService(signer, 'http://127.0.0.1:9');
      try {
        const res = await readMessages(lonely, await signer.sign()).expect(503);
        expect(res.body).toMatchObject({ code: 'AUTH.UNAVAILABLE' });
      } finally {
        await lonely.close();
      }
    });
  });

  describe('with Redis: the shared list', () => {
    it('refuses a token at once after auth wrote its sign-out to Redis', async () => {
      const app = await startService(signer, 'http://auth.invalid', { REDIS_URL: testRedisUrl() });
      const redis = new Redis(testRedisUrl());
      try {
        // Like a readiness probe: no request reaches the service before Redis is connected.
        await waitUntilReady(app);
        // As auth does at start: the list in Redis is marked complete (else it counts as unknown: 503).
        await fillRevocations(redis, [], 'filled-by-the-test');
        const jti = `redis-${Date.now()}`;
        const token = await signer.sign({ jti });
        await readMessages(app, token).expect(200);

        await new RedisRevocationList(redis).revoke(jti, inAnHour());
        await readMessages(app, token).expect(401);
      } finally {
        redis.disconnect();
        await app.close();
      }
    });

    it('answers 503 when Redis cannot be reached', async () => {
      const app = await startService(signer, 'http://auth.invalid', { REDIS_URL: 'redis://127.0.0.1:9' });
      try {
        const res = await readMessages(app, await signer.sign()).expect(503);
        expect(res.body).toMatchObject({ code: 'AUTH.UNAVAILABLE' });
        // Public routes do not read a token and keep working.
        await request(app.getHttpServer()).get('/health').expect(200);
      } finally {
        await app.close();
      }
    });
  });
});

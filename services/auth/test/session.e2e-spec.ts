import { generateKeyPairSync } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { LoginResult } from '@madar/shared';
import { createTestSigner, testRedisUrl } from '@madar/shared/testing';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp } from './test-app';

describe('auth: me, logout, jwks, health', () => {
  let app: INestApplication<App>;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });

  afterAll(async () => {
    await app.close();
  });

  const signIn = async () =>
    (
      (
        await http()
          .post('/api/auth/login')
          .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
          .expect(200)
      ).body as LoginResult
    ).token;

  it('tells the signed-in admin who they are', async () => {
    const token = await signIn();
    const res = await http().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);

    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'admin@example.test',
      name: 'admin',
      role: 'owner',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses me without a token', async () => {
    const res = await http().get('/api/auth/me').expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      code: 'AUTH.TOKEN_MISSING',
      message: 'Authentication required',
      error: 'Unauthorized',
    });
  });

  it('refuses me with a tampered token', async () => {
    const token = await signIn();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'intruder@example.test' })).toString(
      'base64url',
    );

    const res = await http()
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${header}.${forged}.${signature}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'AUTH.TOKEN_INVALID' });
  });

  it('refuses me with a well-formed token signed by another key', async () => {
    const stranger = await createTestSigner();
    const res = await http()
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${await stranger.sign()}`)
      .expect(401);
    expect(res.body).toMatchObject({ code: 'AUTH.TOKEN_INVALID' });
  });

  it('signs out: 204, then the same token is refused while another still works', async () => {
    const token = await signIn();
    const other = await signIn();

    await http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);

    const res = await http().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
    expect(res.body).toMatchObject({ code: 'AUTH.TOKEN_INVALID' });
    await http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(401);
    await http().get('/api/auth/me').set('Authorization', `Bearer ${other}`).expect(200);
  });

  it('tells the other services which tokens were signed out', async () => {
    const token = await signIn();
    const other = await signIn();
    const jtiOf = (jwt: string) =>
      (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { jti: string }).jti;

    await http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);

    const res = await http()
      .get(`/api/auth/revocations/${jtiOf(token)}`)
      .expect(200);
    expect(res.body).toEqual({ revoked: true });
    expect(res.headers['cache-control']).toBe('no-store');
    await http()
      .get(`/api/auth/revocations/${jtiOf(other)}`)
      .expect(200, { revoked: false });
  });

  it('refuses logout without a token', async () => {
    await http().post('/api/auth/logout').expect(401);
  });

  it('publishes its public key as a JWKS, cacheable for five minutes', async () => {
    const res = await http().get('/api/auth/jwks').expect(200);

    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toEqual({
      keys: [
        {
          kty: 'OKP',
          crv: 'Ed25519',
          x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          kid: expect.any(String),
          alg: 'EdDSA',
          use: 'sig',
        },
      ],
    });
  });

  it('reports itself healthy', async () => {
    const res = await http().get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', service: 'auth' });
  });

  it('publishes an OpenAPI document with its routes', async () => {
    const res = await http().get('/openapi.json').expect(200);
    const doc = res.body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> } | undefined>>;
    };
    expect(Object.keys(doc.paths['/api/auth/login']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/me',
        '/api/auth/logout',
        '/api/auth/jwks',
        '/api/auth/revocations/{jti}',
        '/health',
      ]),
    );
  });
});

describe('auth: a configured signing key', () => {
  it('signs with AUTH_PRIVATE_KEY and publishes it under AUTH_KEY_ID', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const { app } = await createTestApp({
      AUTH_PRIVATE_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      AUTH_KEY_ID: 'madar-2026-01',
    });
    try {
      const res = await request(app.getHttpServer()).get('/api/auth/jwks').expect(200);
      expect(res.body).toEqual({
        keys: [expect.objectContaining({ kid: 'madar-2026-01', x: publicKey.export({ format: 'jwk' }).x })],
      });
    } finally {
      await app.close();
    }
  });
});

describe('auth: with REDIS_URL a sign-out holds on every replica and across restarts', () => {
  const { privateKey } = generateKeyPairSync('ed25519');
  const env = {
    REDIS_URL: testRedisUrl(),
    AUTH_PRIVATE_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  };

  const startReplica = async () => {
    const { app } = await createTestApp(env);
    // As a readiness probe would before traffic: the replica is connected to Redis.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if ((await request(app.getHttpServer()).get('/health/ready')).status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return app;
  };
  const me = (app: INestApplication, token: string) =>
    request(app.getHttpServer()).get('/api/auth/me').set('Authorization', `Bearer ${token}`);

  it('refuses the token on the other replica at once, and after both restart', async () => {
    const [one, two] = [await startReplica(), await startReplica()];
    const login = await request(one.getHttpServer())
      .post('/api/auth/login')
      .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
      .expect(200);
    const token = (login.body as LoginResult).token;
    await me(two, token).expect(200);

    await request(two.getHttpServer())
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${token}`)
      .expect(204);
    await me(one, token).expect(401);
    await Promise.all([one.close(), two.close()]);

    const restarted = await startReplica();
    try {
      await me(restarted, token).expect(401);
    } finally {
      await restarted.close();
    }
  });
});

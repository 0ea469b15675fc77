/**
 * Auth on PostgreSQL and Redis: replicas starting together on an empty database create one first
 * owner, accounts outlive the process, and disabling an account writes its tokens to the sign-out
 * list in Redis that every service reads at each request.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { Account, AccountLoginResult, Page } from '@madar/shared';
import { RedisRevocationList } from '@madar/shared/nest';
import { createTestDatabase, type TestDatabase, testRedisUrl } from '@madar/shared/testing';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp } from './test-app';

/** A database of the test Redis of this file's own, so flushing it disturbs no other suite. */
const OWN_REDIS_DATABASE = 12;

describe('auth on PostgreSQL and Redis', () => {
  let database: TestDatabase;
  const key = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const env = () => ({
    DATABASE_URL: database.url,
    REDIS_URL: `${testRedisUrl()}/${OWN_REDIS_DATABASE}`,
    DATABASE_CONNECT_TIMEOUT_MS: '15000',
    AUTH_PRIVATE_KEY: key,
  });
  const signIn = async (app: INestApplication<App>, email: string, password: string) =>
    (
      (await request(app.getHttpServer()).post('/api/auth/login').send({ email, password }).expect(200))
        .body as AccountLoginResult
    ).token;

  beforeAll(async () => {
    database = await createTestDatabase('auth');
  });

  afterAll(async () => {
    await database.drop();
  });

  it('creates one first owner when two replicas start together, and keeps accounts across a restart', async () => {
    const replicas = await Promise.all([createTestApp(env()), createTestApp(env())]);
    const [one, two] = replicas.map(({ app }) => app) as [INestApplication<App>, INestApplication<App>];
    const token = await signIn(one, ADMIN_EMAIL, ADMIN_PASSWORD);
    const page = (
      await request(two.getHttpServer())
        .get('/api/auth/users?pageSize=100')
        .set('Authorization', `Bearer ${token}`)
        .expect(200)
    ).body as Page<Account>;
    expect(page.items.filter((a) => a.role === 'owner')).toHaveLength(1);

    await request(one.getHttpServer())
      .post('/api/auth/users')
      .set('Authorization', `Bearer ${token}`)
      .send({
        email: 'kept@example.test',
        name: 'Kept Person',
        role: 'sales',
        password: 'Olive grove at dawn 1987',
      })
      .expect(201);
    await Promise.all([one.close(), two.close()]);

    const { app: restarted } = await createTestApp(env());
    try {
      await signIn(restarted, 'kept@example.test', 'Olive grove at dawn 1987');
      const again = (
        await request(restarted.getHttpServer())
          .get('/api/auth/users?pageSize=100')
          .set('Authorization', `Bearer ${await signIn(restarted, ADMIN_EMAIL, ADMIN_PASSWORD)}`)
          .expect(200)
      ).body as Page<Account>;
      expect(again.total).toBe(page.total + 1);
    } finally {
      await restarted.close();
    }
  });

  it("disabling writes the account's tokens to the shared sign-out list at once", async () => {
    const { app } = await createTestApp(env());
    const redis = new Redis(testRedisUrl(), { db: OWN_REDIS_DATABASE });
    try {
      const owner = await signIn(app, ADMIN_EMAIL, ADMIN_PASSWORD);
      const created = await request(app.getHttpServer())
        .post('/api/auth/users')
        .set('Authorization', `Bearer ${owner}`)
        .send({
          email: 'leaver@example.test',
          name: 'Leaver',
          role: 'editor',
          password: 'Olive grove at dawn 1987',
        })
        .expect(201);
      const token = await signIn(app, 'leaver@example.test', 'Olive grove at dawn 1987');
      const { jti } = decodeJwt(token);
      const list = new RedisRevocationList(redis);
      expect(await list.isRevoked(jti!)).toBe(false);

      await request(app.getHttpServer())
        .patch(`/api/auth/users/${(created.body as Account).id}`)
        .set('Authorization', `Bearer ${owner}`)
        .send({ disabled: true })
        .expect(200);
      // What content, recruitment and inquiries read at their next request.
      expect(await list.isRevoked(jti!)).toBe(true);
    } finally {
      redis.disconnect();
      await app.close();
    }
  });

  it('keeps a signed-out token refused when Redis loses its data, and when auth restarts after that', async () => {
    const redis = new Redis(testRedisUrl(), { db: OWN_REDIS_DATABASE });
    const { app } = await createTestApp(env());
    let restarted: INestApplication<App> | undefined;
    let closed = false;
    try {
      const token = await signIn(app, ADMIN_EMAIL, ADMIN_PASSWORD);
      const me = (target: INestApplication<App>) =>
        request(target.getHttpServer()).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      await request(app.getHttpServer())
        .post('/api/auth/logout')
        .set('Authorization', `Bearer ${token}`)
        .expect(204);
      const { jti } = decodeJwt(token);
      const others = new RedisRevocationList(redis);

      await redis.flushdb();
      // Auth fills Redis again from its table as it reads the list.
      await me(app).expect(401);
      expect(await others.isRevoked(jti!)).toBe(true);

      await app.close();
      closed = true;
      await redis.flushdb();
      ({ app: restarted } = await createTestApp(env()));
      await me(restarted).expect(401);
      expect(await others.isRevoked(jti!)).toBe(true);
    } finally {
      redis.disconnect();
      await restarted?.close();
      if (!closed) await app.close();
    }
  });
});

/**
 * The service on PostgreSQL: what it stores survives the process, seeds run once per database, and
 * a database it cannot reach makes it not ready and its storage routes answer 503, never 500.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { ClientBrief, Page } from '@madar/shared';
import { DataSource } from '@madar/shared/data';
import { createTestDatabase, type TestDatabase, type TestSigner } from '@madar/shared/testing';
import { createSeedBriefs } from '../src/briefs/briefs.seed';
import { createTestApp } from './test-app';

const boot = async (env: NodeJS.ProcessEnv) => {
  const { app, signer } = await createTestApp({ env });
  await app.get(DataSource).whenReady;
  return { app, signer };
};

describe('inquiries on PostgreSQL', () => {
  let database: TestDatabase;
  let app: INestApplication<App>;
  let signer: TestSigner;
  const env = () => ({ DATABASE_URL: database.url, SEED_DEMO_DATA: 'true' });
  const briefs = async () =>
    (
      await request(app.getHttpServer())
        .get('/api/briefs?pageSize=100')
        .set('Authorization', `Bearer ${await signer.sign()}`)
        .expect(200)
    ).body as Page<ClientBrief>;

  beforeAll(async () => {
    database = await createTestDatabase('inquiries');
    ({ app, signer } = await boot(env()));
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('is ready once migrated, and seeds the demo briefs', async () => {
    const res = await request(app.getHttpServer()).get('/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ok', service: 'inquiries', checks: { database: 'ok' } });
    expect((await briefs()).total).toBe(createSeedBriefs().length);
  });

  it('keeps a brief, a message and a sign-up across a restart, and never seeds twice', async () => {
    const brief = await request(app.getHttpServer())
      .post('/api/briefs')
      .send({
        companyName: 'Durable Co',
        industry: 'Energy',
        contactName: 'Salem',
        email: 'salem@example.ly',
        projectType: 'consulting',
        description: 'Kept.',
        goals: 'Kept.',
      })
      .expect(201);
    await request(app.getHttpServer())
      .post('/api/contact')
      .send({ name: 'Mona', email: 'mona@example.ly', subject: 'Hello', message: 'Still here?' })
      .expect(201);
    await request(app.getHttpServer()).post('/api/newsletter').send({ email: 'kept@example.ly' }).expect(201);
    const before = await briefs();

    await app.close();
    ({ app, signer } = await boot(env()));

    const after = await briefs();
    expect(after.total).toBe(before.total);
    expect(after.items.map((b) => b.id)).toContain((brief.body as { id: string }).id);
    const token = await signer.sign();
    const messages = await request(app.getHttpServer())
      .get('/api/contact?search=mona')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect((messages.body as Page<unknown>).total).toBe(1);
    const count = await request(app.getHttpServer())
      .get('/api/newsletter/count')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    await request(app.getHttpServer()).post('/api/newsletter').send({ email: 'kept@example.ly' }).expect(201);
    const again = await request(app.getHttpServer())
      .get('/api/newsletter/count')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(again.body).toEqual(count.body);
  });

  it('does not bring deleted demo briefs back on restart (a marker, not a count)', async () => {
    const token = await signer.sign();
    for (const item of (await briefs()).items) {
      await request(app.getHttpServer())
        .delete(`/api/briefs/${item.id}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(204);
    }
    await app.close();
    ({ app, signer } = await boot(env()));
    expect((await briefs()).total).toBe(0);
  });

  it('migrates once when two replicas start on an empty database at the same time', async () => {
    const fresh = await createTestDatabase('inquiries');
    try {
      const replicas = await Promise.all([
        boot({ DATABASE_URL: fresh.url, SEED_DEMO_DATA: 'true' }),
        boot({ DATABASE_URL: fresh.url, SEED_DEMO_DATA: 'true' }),
      ]);
      const token = await replicas[0].signer.sign();
      const res = await request(replicas[1].app.getHttpServer())
        .get('/api/briefs')
        .set('Authorization', `Bearer ${await replicas[1].signer.sign()}`)
        .expect(200);
      expect((res.body as Page<unknown>).total).toBe(createSeedBriefs().length);
      expect(token).toBeTruthy();
      await Promise.all(replicas.map(({ app: replica }) => replica.close()));
    } finally {
      await fresh.drop();
    }
  });
});

describe('inquiries with its database unreachable', () => {
  let app: INestApplication<App>;

  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, every connection is refused at once.
    ({ app } = await createTestApp({
      env: { DATABASE_URL: 'postgres://madar:x@127.0.0.1:9/madar' },
      waitForDatabase: false,
    }));
  });

  afterAll(async () => {
    await app.close();
  });

  it('stays alive but not ready', async () => {
    await request(app.getHttpServer()).get('/health').expect(200);
    const res = await request(app.getHttpServer()).get('/health/ready').expect(503);
    expect(res.body).toEqual({
      status: 'unavailable',
      service: 'inquiries',
      checks: { database: 'unavailable' },
    });
  });

  it('answers a submission with 503 STORAGE.UNAVAILABLE, never a 201 or a 500', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/newsletter')
      .send({ email: 'lost@example.ly' })
      .expect(503);
    expect(res.body).toMatchObject({ statusCode: 503, code: 'STORAGE.UNAVAILABLE' });
  });
});

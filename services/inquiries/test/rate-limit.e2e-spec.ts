import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { ContactMessage } from '@madar/shared';
import { testRedisUrl } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const brief = {
  companyName: 'Throttle Test Co',
  industry: 'Retail',
  contactName: 'Ali',
  email: 'ali@example.ly',
  projectType: 'consulting',
  description: 'Advice.',
  goals: 'Growth.',
};
const message = { name: 'Ali', email: 'ali@example.ly', subject: 'Hello', message: 'A question.' };

// The services trust one proxy hop, so X-Forwarded-For stands for the address the gateway saw (the
// gateway overwrites whatever the client sent); here the test plays the gateway.
const from = (address: string) => ({ 'X-Forwarded-For': address });

describe('inquiries: one budget of public submissions per client address', () => {
  let app: INestApplication<App>;
  let token: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    const started = await createTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT: '2' } });
    app = started.app;
    token = await started.signer.sign();
  });

  afterAll(async () => {
    await app.close();
  });

  const messages = async () =>
    (await http().get('/api/contact?pageSize=100').set('Authorization', `Bearer ${token}`).expect(200)).body
      .items as ContactMessage[];

  it('answers 429 REQUEST.THROTTLED after the limit, storing nothing more', async () => {
    const client = from('198.51.100.10');
    await http().post('/api/contact').set(client).send(message).expect(201);
    await http().post('/api/contact').set(client).send(message).expect(201);
    const before = await messages();

    const res = await http().post('/api/contact').set(client).send(message).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      code: 'REQUEST.THROTTLED',
      message: 'Too many submissions from this address; try again in a minute',
      error: 'Too Many Requests',
    });
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(await messages()).toEqual(before);
  });

  it('counts briefs, contact and newsletter against one budget: the third on any route is refused', async () => {
    const client = from('198.51.100.11');
    await http().post('/api/briefs').set(client).send(brief).expect(201);
    await http().post('/api/newsletter').set(client).send({ email: 'budget@example.ly' }).expect(201);

    for (const [path, body] of [
      ['/api/briefs', brief],
      ['/api/contact', message],
      ['/api/newsletter', { email: 'budget-2@example.ly' }],
    ] as const) {
      const res = await http().post(path).set(client).send(body).expect(429);
      expect(res.body).toMatchObject({ code: 'REQUEST.THROTTLED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address behind the same connection has a budget of its own.
    await http().post('/api/briefs').set(from('198.51.100.15')).send(brief).expect(201);
  });

  it('counts refused submissions as attempts', async () => {
    const client = from('198.51.100.12');
    await http().post('/api/newsletter').set(client).send({ email: 'not-an-email' }).expect(400);
    await http().post('/api/newsletter').set(client).send({ email: 'not-an-email' }).expect(400);
    await http().post('/api/newsletter').set(client).send({ email: 'fine@example.ly' }).expect(429);
  });

  it('keeps a separate count for each client address', async () => {
    const first = from('198.51.100.13');
    for (let i = 0; i < 2; i += 1) await http().post('/api/contact').set(first).send(message).expect(201);
    await http().post('/api/contact').set(first).send(message).expect(429);

    await http().post('/api/contact').set(from('198.51.100.14')).send(message).expect(201);
  });

  it('never limits the admin reads', async () => {
    for (let i = 0; i < 5; i += 1) await messages();
  });
});

describe('inquiries: with REDIS_URL the limit holds across replicas', () => {
  let replicas: INestApplication<App>[];

  beforeAll(async () => {
    const env = { PUBLIC_WRITE_RATE_LIMIT: '2', REDIS_URL: testRedisUrl() };
    replicas = (await Promise.all([createTestApp({ env }), createTestApp({ env })])).map(({ app }) => app);
    // Like the readiness probe before traffic: each replica has its Redis connection.
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

  it('counts a client on every replica together: the third submission is refused whichever answers', async () => {
    const [one, two] = replicas as [INestApplication<App>, INestApplication<App>];
    const client = from(`198.51.100.${100 + Math.floor(Math.random() * 100)}`);
    await request(one.getHttpServer()).post('/api/contact').set(client).send(message).expect(201);
    await request(two.getHttpServer()).post('/api/briefs').set(client).send(brief).expect(201);
    await request(one.getHttpServer())
      .post('/api/newsletter')
      .set(client)
      .send({ email: 'r@example.ly' })
      .expect(429);
    await request(two.getHttpServer()).post('/api/contact').set(client).send(message).expect(429);
    const ready = await request(two.getHttpServer()).get('/health/ready').expect(200);
    expect(ready.body).toMatchObject({ dependencies: { redis: 'ok' } });
  });
});

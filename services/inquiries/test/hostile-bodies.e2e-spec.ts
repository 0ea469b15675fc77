/**
 * Bodies no form sends, which once answered 500: a deep nesting and a lone surrogate. Each public
 * route answers 400 in the envelope and stores nothing.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp } from './test-app';

const deep = `${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}`;
const loneSurrogate = '{"email":"a\\ud800@example.ly","name":"x","subject":"y","message":"z"}';

describe('inquiries: hostile bodies answer 400, never 500', () => {
  let app: INestApplication<App>;
  let token: string;

  beforeAll(async () => {
    let signer;
    ({ app, signer } = await createTestApp());
    token = await signer.sign();
  });

  afterAll(async () => {
    await app.close();
  });

  const counts = async () => {
    const get = (path: string) =>
      request(app.getHttpServer()).get(path).set('Authorization', `Bearer ${token}`).expect(200);
    return [
      ((await get('/api/briefs')).body as { total: number }).total,
      ((await get('/api/contact')).body as { total: number }).total,
      ((await get('/api/newsletter/subscribers?pageSize=1')).body as { total: number }).total,
    ];
  };

  it.each(['/api/newsletter', '/api/contact', '/api/briefs'])(
    '%s: a body nested 6,000 deep',
    async (path) => {
      const before = await counts();
      const res = await request(app.getHttpServer())
        .post(path)
        .set('Content-Type', 'application/json')
        .send(deep)
        .expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION.FAILED',
        details: [{ field: '', rule: 'maxDepth', params: { max: 32 } }],
      });
      expect(await counts()).toEqual(before);
    },
  );

  it.each(['/api/newsletter', '/api/contact', '/api/briefs'])(
    '%s: an email with a lone surrogate',
    async (path) => {
      const before = await counts();
      const res = await request(app.getHttpServer())
        .post(path)
        .set('Content-Type', 'application/json')
        .send(loneSurrogate)
        .expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED', details: [{ rule: 'wellFormedText' }] });
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses a lone surrogate in the query too', async () => {
    await request(app.getHttpServer())
      .get('/api/briefs?search=%ED%A0%80')
      .set('Authorization', `Bearer ${token}`)
      .expect((res) => expect(res.status).toBeLessThan(500));
  });
});

import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { ErrorEnvelope } from '@madar/shared';
import { expectAdminOnly } from './admin-checks';
import { createTestApp } from './test-app';

describe('inquiries: newsletter', () => {
  let app: INestApplication<App>;
  let token: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    const started = await createTestApp();
    app = started.app;
    token = await started.signer.sign();
  });

  afterAll(async () => {
    await app.close();
  });

  const count = async () =>
    (
      (await http().get('/api/newsletter/count').set('Authorization', `Bearer ${token}`).expect(200))
        .body as {
        total: number;
      }
    ).total;
  const subscribe = (body: unknown) =>
    http()
      .post('/api/newsletter')
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  describe('POST /api/newsletter', () => {
    it('signs a new address up', async () => {
      const before = await count();
      const res = await subscribe({ email: 'reader.one@example.ly' }).expect(201);
      expect(res.body).toEqual({ success: true, subscribed: true });
      expect(await count()).toBe(before + 1);
    });

    it('answers a known address the same way, without a duplicate, whatever its case or spaces', async () => {
      await subscribe({ email: 'Reader.Two@Example.ly' }).expect(201);
      const before = await count();

      for (const email of ['reader.two@example.ly', '  READER.TWO@EXAMPLE.LY  ', 'Reader.Two@Example.ly']) {
        const res = await subscribe({ email }).expect(201);
        expect(res.body).toEqual({ success: true, subscribed: true });
      }
      expect(await count()).toBe(before);
    });

    it('treats a seeded address as known', async () => {
      const before = await count();
      await subscribe({ email: 'IT.Manager@Sahara-Bank.ly' }).expect(201);
      expect(await count()).toBe(before);
    });
  });

  describe('refusing bad input, storing nothing', () => {
    let before: number;

    beforeEach(async () => {
      before = await count();
    });

    afterEach(async () => {
      expect(await count()).toBe(before);
    });

    const expect400 = async (body: unknown, expected: RegExp, code = 'VALIDATION.FAILED') => {
      const res = await subscribe(body).expect(400);
      const envelope = res.body as ErrorEnvelope;
      expect(envelope).toMatchObject({ statusCode: 400, code, error: 'Bad Request' });
      const messages = Array.isArray(envelope.message) ? envelope.message : [envelope.message];
      expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
    };

    it.each(['reader', 'reader@', '@example.ly', 'reader@example', '   ', 'a b@example.ly'])(
      'rejects the email "%s"',
      async (email) => {
        await expect400({ email }, /^email must be a valid email address$/);
      },
    );

    it('rejects a missing email and one that is not a string', async () => {
      await expect400({}, /^email must be a valid email address$/);
      await expect400({ email: 42 }, /^email must be a valid email address$/);
    });

    it('rejects an email over 254 characters', async () => {
      await expect400(
        { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.ly` },
        /^email must be shorter than/,
      );
    });

    it('rejects an unknown extra field', async () => {
      await expect400({ email: 'extra@example.ly', name: 'Extra' }, /^property name should not exist$/);
    });

    it('rejects a body that is not JSON', async () => {
      await expect400('{"email": ', /not valid JSON/, 'REQUEST.MALFORMED_JSON');
    });

    it('rejects an oversized body with 413', async () => {
      const res = await subscribe({ email: 'big@example.ly', padding: 'x'.repeat(150_000) }).expect(413);
      expect(res.body).toMatchObject({ statusCode: 413, code: 'REQUEST.PAYLOAD_TOO_LARGE' });
    });
  });

  describe('GET /api/newsletter/count', () => {
    it('counts the seeded sign-ups, never cached', async () => {
      const res = await http()
        .get('/api/newsletter/count')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect((res.body as { total: number }).total).toBeGreaterThanOrEqual(5);
      expect(Object.keys(res.body as object)).toEqual(['total']);
    });

    it('refuses a caller without a valid admin token', async () => {
      await expectAdminOnly(app.getHttpServer(), 'get', '/api/newsletter/count', token);
    });
  });
});

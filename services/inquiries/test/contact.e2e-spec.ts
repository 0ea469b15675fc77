import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { ContactMessage, ErrorEnvelope } from '@madar/shared';
import { expectAdminOnly } from './admin-checks';
import { createTestApp } from './test-app';

const validMessage = () => ({
  name: '  Nadia Elmagrahi ',
  email: ' nadia.elmagrahi@example.ly ',
  phone: '+218 91 702 4410',
  subject: 'Fibre link between two branches',
  message: 'Could someone visit both of our Tripoli sites next week for a survey?',
});

describe('inquiries: contact messages', () => {
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

  const listAsAdmin = async () =>
    (await http().get('/api/contact?pageSize=100').set('Authorization', `Bearer ${token}`).expect(200)).body
      .items as ContactMessage[];

  describe('POST /api/contact', () => {
    it('stores a valid message, trimmed, which the admin then reads first', async () => {
      const before = Date.now();
      const res = await http().post('/api/contact').send(validMessage()).expect(201);

      expect(res.body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const [newest] = await listAsAdmin();
      expect(newest).toEqual({
        id: (res.body as { id: string }).id,
        name: 'Nadia Elmagrahi',
        email: 'nadia.elmagrahi@example.ly',
        phone: '+218 91 702 4410',
        subject: 'Fibre link between two branches',
        message: 'Could someone visit both of our Tripoli sites next week for a survey?',
        receivedAt: expect.any(String),
        status: 'new',
        language: 'en',
      });
      expect(Date.parse(newest!.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('accepts an Arabic message without a phone, and a message of exactly 5000 characters', async () => {
      const { phone: _phone, ...withoutPhone } = validMessage();
      const arabic = await http()
        .post('/api/contact')
        .send({
          ...withoutPhone,
          name: 'محمد الزوي',
          subject: 'استفسار',
          message: 'نود معرفة أسعار الدعم الفني.',
        })
        .expect(201);
      const stored = (await listAsAdmin()).find((m) => m.id === (arabic.body as { id: string }).id);
      expect(stored).toMatchObject({ name: 'محمد الزوي', message: 'نود معرفة أسعار الدعم الفني.' });
      expect(stored).not.toHaveProperty('phone');

      const marked = await http()
        .post('/api/contact')
        .send({
          ...withoutPhone,
          name: 'مُحَمَّد الفيتوري',
          subject: 'الدعم الفنـــي ٠٩١',
          message: 'سطر أول\r\n\tسطر ثانٍ 👍',
        })
        .expect(201);
      const kept = (await listAsAdmin()).find((m) => m.id === (marked.body as { id: string }).id);
      expect(kept).toMatchObject({
        name: 'مُحَمَّد الفيتوري',
        subject: 'الدعم الفنـــي ٠٩١',
        message: 'سطر أول\n\tسطر ثانٍ 👍',
      });

      await http()
        .post('/api/contact')
        .send({ ...validMessage(), phone: '  ', message: 'x'.repeat(5000) })
        .expect(201);
    });
  });

  describe('refusing bad input, storing nothing', () => {
    let before: ContactMessage[];

    beforeEach(async () => {
      before = await listAsAdmin();
    });

    afterEach(async () => {
      expect(await listAsAdmin()).toEqual(before);
    });

    const expect400 = async (body: unknown, expected: RegExp, code = 'VALIDATION.FAILED') => {
      const res = await http()
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body))
        .expect(400);
      const envelope = res.body as ErrorEnvelope;
      expect(envelope).toMatchObject({ statusCode: 400, code, error: 'Bad Request' });
      const messages = Array.isArray(envelope.message) ? envelope.message : [envelope.message];
      expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
    };

    it.each(['name', 'email', 'subject', 'message'])('rejects a message without %s', async (field) => {
      const body: Record<string, unknown> = validMessage();
      delete body[field];
      await expect400(body, new RegExp(`^${field} `));
    });

    it.each(['name', 'subject', 'message'])('rejects a message whose %s is only spaces', async (field) => {
      await expect400({ ...validMessage(), [field]: ' \n ' }, new RegExp(`^${field} should not be empty$`));
    });

    it('rejects an invalid email', async () => {
      await expect400({ ...validMessage(), email: 'nadia@' }, /^email must be a valid email address$/);
    });

    it('rejects a phone with letters in it', async () => {
      await expect400({ ...validMessage(), phone: 'ring me' }, /^phone may hold only digits/);
    });

    it('rejects a right-to-left override in the name, naming the rule in the details', async () => {
      const res = await http()
        .post('/api/contact')
        .send({ ...validMessage(), name: 'Nadia \u202eyl.live@kcatta' })
        .expect(400);
      const envelope = res.body as ErrorEnvelope;
      expect(envelope).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
      expect(envelope.details).toEqual([{ field: 'name', rule: 'isPlainText' }]);
      expect(envelope.message).toEqual([expect.stringContaining('U+202E')]);
    });

    it.each([
      ['NUL in the subject', { subject: 'Hello\u0000' }, 'subject'],
      ['a line break in the subject', { subject: 'Hello\r\nBcc: x@evil.ly' }, 'subject'],
      ['a zero-width space in the name', { name: 'Na\u200bdia' }, 'name'],
      ['an isolate in the message', { message: 'Hi \u2066there' }, 'message'],
      [
        'an injected mailto query as the email',
        { email: 'x?bcc=attacker%40evil.ly&body=hi@example.ly' },
        'email',
      ],
    ])('rejects %s', async (_, change, field) => {
      const res = await http()
        .post('/api/contact')
        .send({ ...validMessage(), ...change })
        .expect(400);
      expect((res.body as ErrorEnvelope).details).toEqual([
        { field, rule: field === 'email' ? 'isPlainEmail' : 'isPlainText' },
      ]);
    });

    it('rejects the wrong types', async () => {
      await expect400({ ...validMessage(), name: 7 }, /^name must be a string$/);
      await expect400({ ...validMessage(), message: ['hello'] }, /^message must be a string$/);
    });

    it('rejects texts over their maximum length', async () => {
      await expect400({ ...validMessage(), name: 'x'.repeat(201) }, /^name must be shorter than/);
      await expect400({ ...validMessage(), subject: 'x'.repeat(201) }, /^subject must be shorter than/);
      await expect400({ ...validMessage(), message: 'x'.repeat(5001) }, /^message must be shorter than/);
    });

    it('rejects an unknown extra field', async () => {
      await expect400(
        { ...validMessage(), receivedAt: '2020-01-01' },
        /^property receivedAt should not exist$/,
      );
    });

    it('rejects a body that is not JSON', async () => {
      await expect400('{"name": "Nadia",', /not valid JSON/, 'REQUEST.MALFORMED_JSON');
    });

    it('rejects an oversized body with 413', async () => {
      const res = await http()
        .post('/api/contact')
        .send({ ...validMessage(), message: 'x'.repeat(120_000) })
        .expect(413);
      expect(res.body).toMatchObject({ statusCode: 413, code: 'REQUEST.PAYLOAD_TOO_LARGE' });
    });
  });

  describe('GET /api/contact', () => {
    it('lists the seeded messages newest first, in both languages, never cached', async () => {
      const res = await http().get('/api/contact').set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');

      const { items: messages, total } = res.body as { items: ContactMessage[]; total: number };
      expect(total).toBe(messages.length);
      expect(messages.length).toBeGreaterThanOrEqual(6);
      expect(messages.some((m) => /[\u0600-\u06FF]/.test(m.message))).toBe(true);
      const times = messages.map((m) => Date.parse(m.receivedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('refuses a caller without a valid admin token', async () => {
      await expectAdminOnly(app.getHttpServer(), 'get', '/api/contact', token);
    });
  });
});

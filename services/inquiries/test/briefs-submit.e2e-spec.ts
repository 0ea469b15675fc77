import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { ClientBrief, ErrorEnvelope } from '@madar/shared';
import type { TestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const validBrief = () => ({
  companyName: '  Tripoli Data Systems ',
  industry: 'Banking',
  contactName: 'Amal Shebani',
  email: 'amal.shebani@example.ly',
  phone: '+218 91 555 0101',
  projectType: 'software-development',
  description: 'A mobile banking app for our retail customers.',
  currentChallenges: '   ',
  goals: 'Launch within the year.',
  timeline: 'medium',
  budget: 'large',
});

const REQUIRED = [
  'companyName',
  'industry',
  'contactName',
  'email',
  'projectType',
  'description',
  'goals',
] as const;

describe('inquiries: POST /api/briefs', () => {
  let app: INestApplication<App>;
  let signer: TestSigner;
  let token: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    ({ app, signer } = await createTestApp());
    token = await signer.sign();
  });

  afterAll(async () => {
    await app.close();
  });

  const listAsAdmin = async () =>
    (await http().get('/api/briefs?pageSize=100').set('Authorization', `Bearer ${token}`).expect(200)).body
      .items as ClientBrief[];

  describe('submitting a brief', () => {
    it('accepts a valid brief, which the admin then sees first with status new', async () => {
      const before = Date.now();
      const res = await http().post('/api/briefs').send(validBrief()).expect(201);

      const { id } = res.body as { success: boolean; id: string };
      expect(res.body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

      const [newest] = await listAsAdmin();
      expect(newest).toEqual({
        id,
        companyName: 'Tripoli Data Systems',
        industry: 'Banking',
        contactName: 'Amal Shebani',
        email: 'amal.shebani@example.ly',
        phone: '+218 91 555 0101',
        projectType: 'software-development',
        description: 'A mobile banking app for our retail customers.',
        goals: 'Launch within the year.',
        timeline: 'medium',
        budget: 'large',
        status: 'new',
        submittedAt: expect.any(String),
        language: 'en',
      });
      const submittedAt = Date.parse(newest!.submittedAt);
      expect(submittedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(submittedAt).toBeLessThanOrEqual(Date.now());
    });

    it('accepts a brief in Arabic with only the required fields', async () => {
      const { phone: _p, timeline: _t, budget: _b, currentChallenges: _c, ...required } = validBrief();
      const res = await http()
        .post('/api/briefs')
        .send({
          ...required,
          companyName: 'شركة ليبيا للاتصالات المتقدمة',
          phone: '٠٩١ ٢٣٤ ٥٦٧٨',
          timeline: '',
        })
        .expect(201);

      const stored = (await listAsAdmin()).find((b) => b.id === (res.body as { id: string }).id);
      expect(stored).toMatchObject({ companyName: 'شركة ليبيا للاتصالات المتقدمة', phone: '٠٩١ ٢٣٤ ٥٦٧٨' });
      expect(stored).not.toHaveProperty('timeline');
    });
  });

  describe('refusing bad input, storing nothing', () => {
    let countBefore: number;

    beforeEach(async () => {
      countBefore = (await listAsAdmin()).length;
    });

    afterEach(async () => {
      expect(await listAsAdmin()).toHaveLength(countBefore);
    });

    const expect400 = async (body: object, expected: RegExp) => {
      const res = await http().post('/api/briefs').send(body).expect(400);
      const envelope = res.body as ErrorEnvelope;
      expect(envelope).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', error: 'Bad Request' });
      expect(envelope.message).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
    };

    it('rejects a brief with an invalid email', async () => {
      await expect400({ ...validBrief(), email: 'amal.example.ly' }, /^email must be a valid email address$/);
    });

    it('rejects an email that would add recipients or a body to a mailto link', async () => {
      const res = await http()
        .post('/api/briefs')
        .send({ ...validBrief(), email: 'x?bcc=attacker%40evil.ly&body=Wire+the+deposit@example.ly' })
        .expect(400);
      const envelope = res.body as ErrorEnvelope;
      expect(envelope).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
      expect(envelope.details).toEqual([{ field: 'email', rule: 'isPlainEmail' }]);
    });

    it('rejects a C1 control in the company name (the goals may hold line breaks)', async () => {
      const res = await http()
        .post('/api/briefs')
        .send({ ...validBrief(), companyName: 'Sahara\u0085Star', goals: 'Line one\r\nLine two' })
        .expect(400);
      expect((res.body as ErrorEnvelope).details).toEqual([{ field: 'companyName', rule: 'isPlainText' }]);
    });

    it.each(REQUIRED)('rejects a brief without %s', async (field) => {
      const body: Record<string, unknown> = validBrief();
      delete body[field];
      await expect400(body, new RegExp(`^${field} `));
    });

    it.each(['companyName', 'description', 'goals'])(
      'rejects a brief whose %s is only spaces',
      async (field) => {
        await expect400({ ...validBrief(), [field]: '   ' }, new RegExp(`^${field} should not be empty$`));
      },
    );

    it('rejects an unknown projectType', async () => {
      await expect400({ ...validBrief(), projectType: 'web-design' }, /^projectType must be one of/);
    });

    it('rejects an unknown timeline or budget', async () => {
      await expect400({ ...validBrief(), timeline: 'yesterday' }, /^timeline must be one of/);
      await expect400({ ...validBrief(), budget: 'unlimited' }, /^budget must be one of/);
    });

    it('rejects an unknown extra field', async () => {
      await expect400({ ...validBrief(), status: 'completed' }, /^property status should not exist$/);
    });

    it('rejects a number where a string belongs', async () => {
      await expect400({ ...validBrief(), companyName: 42 }, /^companyName must be a string$/);
      await expect400({ ...validBrief(), phone: 218912345678 }, /^phone must be a string$/);
    });

    it('rejects a phone with letters in it', async () => {
      await expect400({ ...validBrief(), phone: 'call me maybe' }, /^phone may hold only digits/);
    });

    it('rejects texts over their maximum length', async () => {
      await expect400({ ...validBrief(), companyName: 'x'.repeat(201) }, /^companyName must be shorter than/);
      await expect400(
        { ...validBrief(), description: 'x'.repeat(5001) },
        /^description must be shorter than/,
      );
    });

    it('names each failed rule as data: field, rule and the limit declared on it', async () => {
      const res = await http()
        .post('/api/briefs')
        .send({ ...validBrief(), email: 'amal.example.ly', companyName: 'x'.repeat(201), status: 'new' })
        .expect(400);
      const envelope = res.body as ErrorEnvelope;

      expect(envelope.details).toEqual(
        expect.arrayContaining([
          { field: 'email', rule: 'isEmail' },
          { field: 'companyName', rule: 'maxLength', params: { max: 200 } },
          { field: 'status', rule: 'unknownField' },
        ]),
      );
      expect(envelope.details).toHaveLength(3);
      expect(envelope.message).toHaveLength(3);
    });

    it('rejects a body that is not JSON', async () => {
      const res = await http()
        .post('/api/briefs')
        .set('Content-Type', 'application/json')
        .send('{"companyName": "Sahara",')
        .expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        code: 'REQUEST.MALFORMED_JSON',
        error: 'Bad Request',
      });
    });

    it('rejects a JSON array instead of an object', async () => {
      const res = await http().post('/api/briefs').send([validBrief()]).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
    });
  });
});

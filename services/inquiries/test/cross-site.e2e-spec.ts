import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { ErrorEnvelope } from '@madar/shared';
import { BriefsStore } from '../src/briefs/briefs.store';
import { ContactStore } from '../src/contact/contact.store';
import { NewsletterStore } from '../src/newsletter/newsletter.store';
import { createTestApp } from './test-app';

const SITE = 'https://www.madar.ly';
const EVIL = 'https://evil.example';

let serial = 0;
const unique = () => `${Date.now()}-${(serial += 1)}`;

/** A valid body for each public form; the emails are fresh, so a newsletter sign-up is always new. */
const FORMS = {
  '/api/briefs': () => ({
    companyName: 'Origin Test Co',
    industry: 'Retail',
    contactName: 'Ali',
    email: `brief-${unique()}@example.ly`,
    projectType: 'consulting',
    description: 'Advice.',
    goals: 'Growth.',
  }),
  '/api/contact': () => ({
    name: 'Ali',
    email: `contact-${unique()}@example.ly`,
    subject: 'Hello',
    message: 'A question.',
  }),
  '/api/newsletter': () => ({ email: `reader-${unique()}@example.ly` }),
} as const;
type FormPath = keyof typeof FORMS;
const PATHS = Object.keys(FORMS) as FormPath[];

describe('inquiries: public forms only from the site, only as JSON', () => {
  let app: INestApplication<App>;
  let token: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    const started = await createTestApp({ env: { PUBLIC_ORIGIN: SITE } });
    app = started.app;
    token = await started.signer.sign();
  });

  afterAll(async () => {
    await app.close();
  });

  const ALL = { page: 1, pageSize: 100_000 } as const;
  const stored = async () => ({
    briefs: (await app.get(BriefsStore).list({ ...ALL, sort: { field: 'submittedAt', direction: 'asc' } }))
      .total,
    contact: (await app.get(ContactStore).list({ ...ALL, sort: { field: 'receivedAt', direction: 'asc' } }))
      .total,
    newsletter: await app.get(NewsletterStore).count(),
  });

  /** Sends `send` and expects the refusal, with nothing stored. */
  async function refused(send: () => request.Test, status: number, code: string) {
    const before = await stored();
    const res = await send().expect(status);
    expect(res.body).toMatchObject({ statusCode: status, code } satisfies Partial<ErrorEnvelope>);
    expect(typeof (res.body as ErrorEnvelope).message).toBe('string');
    expect(await stored()).toEqual(before);
  }

  const json = (path: FormPath, headers: Record<string, string> = {}) =>
    http().post(path).set(headers).send(FORMS[path]());

  describe.each(PATHS)('POST %s', (path) => {
    it("refuses another site's Origin with 403 REQUEST.CROSS_SITE, storing nothing", async () => {
      await refused(() => json(path, { Origin: EVIL }), 403, 'REQUEST.CROSS_SITE');
      await refused(() => json(path, { Origin: 'null' }), 403, 'REQUEST.CROSS_SITE');
    });

    it('refuses Sec-Fetch-Site cross-site or same-site with 403, whatever the Origin says', async () => {
      await refused(() => json(path, { 'Sec-Fetch-Site': 'cross-site' }), 403, 'REQUEST.CROSS_SITE');
      await refused(
        () => json(path, { 'Sec-Fetch-Site': 'same-site', Origin: SITE }),
        403,
        'REQUEST.CROSS_SITE',
      );
    });

    it('refuses a cross-site form post (the attack: a simple request) with 403 before reading its type', async () => {
      await refused(
        () =>
          http()
            .post(path)
            .set({ Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' })
            .type('form')
            .send(FORMS[path]()),
        403,
        'REQUEST.CROSS_SITE',
      );
    });

    it('refuses a form-encoded, text/plain or multipart body with 415, storing nothing', async () => {
      const code = 'REQUEST.UNSUPPORTED_MEDIA_TYPE';
      await refused(() => http().post(path).type('form').send(FORMS[path]()), 415, code);
      await refused(
        () => http().post(path).set('Content-Type', 'text/plain').send(JSON.stringify(FORMS[path]())),
        415,
        code,
      );
      await refused(
        () => {
          let req = http().post(path).set('Origin', SITE);
          for (const [name, value] of Object.entries(FORMS[path]())) req = req.field(name, value);
          return req;
        },
        415,
        code,
      );
      await refused(() => http().post(path), 415, code);
    });

    it('gives JSON in a charset the parser cannot read the same 415 code', async () => {
      await refused(
        () =>
          http()
            .post(path)
            .set('Content-Type', 'application/json; charset=latin1')
            .send(JSON.stringify(FORMS[path]())),
        415,
        'REQUEST.UNSUPPORTED_MEDIA_TYPE',
      );
    });

    it("stores JSON from the site's own page, with or without Sec-Fetch-Site", async () => {
      const before = await stored();
      await json(path, { Origin: SITE, 'Sec-Fetch-Site': 'same-origin' }).expect(201);
      await json(path, { Origin: SITE }).expect(201);
      await json(path, { 'Sec-Fetch-Site': 'same-origin' })
        .set('Content-Type', 'application/json; charset=utf-8')
        .expect(201);
      const after = await stored();
      expect(Object.values(after).reduce((a, b) => a + b)).toBe(
        Object.values(before).reduce((a, b) => a + b) + 3,
      );
    });

    it('stores JSON sent by no browser (no Origin, no Sec-Fetch-Site), as before', async () => {
      const before = await stored();
      await json(path).expect(201);
      const after = await stored();
      expect(Object.values(after).reduce((a, b) => a + b)).toBe(
        Object.values(before).reduce((a, b) => a + b) + 1,
      );
    });
  });

  it('leaves the admin routes alone: a token works whatever the Origin', async () => {
    const { id } = (await json('/api/briefs').expect(201)).body as { id: string };
    await http()
      .patch(`/api/briefs/${id}/status`)
      .set({ Authorization: `Bearer ${token}`, Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' })
      .send({ status: 'in-progress' })
      .expect(200);
    await http()
      .get('/api/contact')
      .set({ Authorization: `Bearer ${token}`, Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' })
      .expect(200);
  });
});

describe('inquiries: refused cross-site and non-JSON submissions do not count against the budget', () => {
  let app: INestApplication<App>;

  beforeAll(async () => {
    ({ app } = await createTestApp({ env: { PUBLIC_ORIGIN: SITE, PUBLIC_WRITE_RATE_LIMIT: '1' } }));
  });

  afterAll(async () => {
    await app.close();
  });

  it("keeps the visitor's one submission for a form their own browser sends", async () => {
    const visitor = { 'X-Forwarded-For': '198.51.100.40' };
    for (const path of PATHS) {
      await request(app.getHttpServer())
        .post(path)
        .set({ ...visitor, Origin: EVIL })
        .type('form')
        .send(FORMS[path]())
        .expect(403);
      await request(app.getHttpServer()).post(path).set(visitor).type('form').send(FORMS[path]()).expect(415);
    }
    await request(app.getHttpServer())
      .post('/api/contact')
      .set({ ...visitor, Origin: SITE })
      .send(FORMS['/api/contact']())
      .expect(201);
    await request(app.getHttpServer())
      .post('/api/newsletter')
      .set({ ...visitor, Origin: SITE })
      .send(FORMS['/api/newsletter']())
      .expect(429);
  });
});

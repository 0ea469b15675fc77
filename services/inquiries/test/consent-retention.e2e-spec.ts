import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CONSENT_TEXT_VERSION, type AuditPage, type ErrorEnvelope } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import type { TestSigner } from '@madar/shared/testing';
import { RetentionService } from '../src/retention/retention.service';
import { createTestApp } from './test-app';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const forms = {
  briefs: {
    path: '/api/briefs',
    body: () => ({
      companyName: 'Tripoli Data Systems',
      industry: 'Banking',
      contactName: 'Amal Shebani',
      email: 'amal.shebani@example.ly',
      projectType: 'software-development',
      description: 'A mobile banking app.',
      goals: 'Launch within the year.',
    }),
  },
  contact: {
    path: '/api/contact',
    body: () => ({
      name: 'Nadia Elmagrahi',
      email: 'nadia@example.ly',
      subject: 'Site survey',
      message: 'Could you visit our office next week?',
    }),
  },
} as const;

describe('inquiries: consent on the public forms', () => {
  let app: INestApplication<App>;
  let token: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    let signer: TestSigner;
    ({ app, signer } = await createTestApp({ clock: new FixedClock(NOW) }));
    token = await signer.sign();
  });

  afterAll(async () => {
    await app.close();
  });

  const total = async (path: string) =>
    (
      (await http().get(`${path}?pageSize=1`).set('Authorization', `Bearer ${token}`).expect(200)).body as {
        total: number;
      }
    ).total;
  const read = async (path: string, id: string) =>
    (await http().get(`${path}/${id}`).set('Authorization', `Bearer ${token}`).expect(200)).body as Record<
      string,
      unknown
    >;

  describe.each(Object.entries(forms))('%s', (_name, form) => {
    it('takes a submission without consent, as older clients send it, and stores none', async () => {
      const { body } = await http().post(form.path).send(form.body()).expect(201);
      const stored = await read(form.path, (body as { id: string }).id);
      expect(stored).not.toHaveProperty('consentGivenAt');
      expect(stored).not.toHaveProperty('consentVersion');
    });

    it('stores consent: true with the current text version and the time it arrived', async () => {
      const { body } = await http()
        .post(form.path)
        .send({ ...form.body(), consent: true })
        .expect(201);
      expect(await read(form.path, (body as { id: string }).id)).toMatchObject({
        consentGivenAt: NOW.toISOString(),
        consentVersion: CONSENT_TEXT_VERSION,
      });
    });

    it.each([false, 'yes', 'true', 1, null])(
      'refuses consent: %j with 400 and stores nothing',
      async (consent) => {
        const before = await total(form.path);
        const res = await http()
          .post(form.path)
          .send({ ...form.body(), consent })
          .expect(400);
        const envelope = res.body as ErrorEnvelope & { details: { field: string; rule: string }[] };
        expect(envelope).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', error: 'Bad Request' });
        expect(envelope.details).toEqual([{ field: 'consent', rule: 'equals' }]);
        expect(await total(form.path)).toBe(before);
      },
    );
  });
});

describe('inquiries: retention', () => {
  it('publishes the default periods: two years for briefs and for messages', async () => {
    const { app } = await createTestApp();
    const res = await request(app.getHttpServer()).get('/api/inquiries/retention').expect(200);
    expect(res.body).toEqual({ briefsDays: 730, messagesDays: 730 });
    await app.close();
  });

  it('purges briefs and messages past their periods with an audit entry of counts, younger ones kept, 0 keeps all', async () => {
    const clock = new FixedClock(NOW);
    const { app, signer } = await createTestApp({
      clock,
      env: { RETENTION_BRIEFS_DAYS: '30', RETENTION_MESSAGES_DAYS: '0', SEED_DEMO_DATA: 'false' },
    });
    const http = () => request(app.getHttpServer());
    const token = await signer.sign();
    expect((await http().get('/api/inquiries/retention').expect(200)).body).toEqual({
      briefsDays: 30,
      messagesDays: 0,
    });

    const old = (await http().post('/api/briefs').send(forms.briefs.body()).expect(201)).body as {
      id: string;
    };
    const message = (await http().post('/api/contact').send(forms.contact.body()).expect(201)).body as {
      id: string;
    };
    clock.set(new Date(NOW.getTime() + DAY_MS));
    const young = (await http().post('/api/briefs').send(forms.briefs.body()).expect(201)).body as {
      id: string;
    };

    // 30 days and an hour after the first brief: it is past its period, the second is a day younger.
    clock.set(new Date(NOW.getTime() + 30 * DAY_MS + 60 * 60 * 1000));
    const retention = app.get(RetentionService);
    expect(await retention.purgeBriefs()).toEqual({ briefs: 1, notes: 0, mails: 2 });
    expect(await retention.purgeMessages()).toEqual({});

    const admin = (path: string) => http().get(path).set('Authorization', `Bearer ${token}`);
    await admin(`/api/briefs/${old.id}`).expect(404);
    await admin(`/api/briefs/${young.id}`).expect(200);
    await admin(`/api/contact/${message.id}`).expect(200);
    const log = (await admin('/api/inquiries/audit?action=purge').expect(200)).body as AuditPage;
    expect(log.items).toEqual([
      expect.objectContaining({
        actor: { id: 'system', email: 'system' },
        entity: { type: 'brief', id: null },
        action: 'purge',
        details: {
          sentBefore: new Date(NOW.getTime() + 60 * 60 * 1000).toISOString(),
          briefs: 1,
          notes: 0,
          mails: 2,
        },
      }),
    ]);
    await app.close();
  });
});

import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { SPAM_CLOCK_SKEW_MS } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import { createTestApp } from './test-app';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const SECOND = 1000;
const shownAgo = (ms: number) => NOW.getTime() - ms;

const CREATED = { success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) };

/** The three public forms of the service: a valid body, an invalid one, the answer and what counts them. */
const FORMS = [
  {
    form: 'brief',
    path: '/api/briefs',
    valid: (n: number) => ({
      companyName: `Spam Check ${n}`,
      industry: 'Banking',
      contactName: 'Amal Shebani',
      email: `amal.${n}@example.ly`,
      projectType: 'software-development',
      description: 'A mobile banking app for our retail customers.',
      goals: 'Launch within the year.',
    }),
    invalid: { companyName: '', email: 'not an email', projectType: 'bogus' },
    answer: CREATED,
    total: '/api/briefs?pageSize=1',
  },
  {
    form: 'contact',
    path: '/api/contact',
    valid: (n: number) => ({
      name: 'Nadia Elmagrahi',
      email: `nadia.${n}@example.ly`,
      subject: `Spam check ${n}`,
      message: 'Could someone visit both of our Tripoli sites next week?',
    }),
    invalid: { name: '', phone: 'abc' },
    answer: CREATED,
    total: '/api/contact?pageSize=1',
  },
  {
    form: 'newsletter',
    path: '/api/newsletter',
    valid: (n: number) => ({ email: `spam.check.${n}@example.ly` }),
    invalid: { email: 'nobody', extra: true },
    answer: { success: true, subscribed: true },
    // Every subscriber, pending ones too (the count is of confirmed readers only).
    total: '/api/newsletter/subscribers?pageSize=1',
  },
] as const;

describe('inquiries: the public forms refuse spam quietly', () => {
  let app: INestApplication<App>;
  let token: string;
  let sent = 0;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    const started = await createTestApp({ clock: new FixedClock(NOW) });
    app = started.app;
    token = await started.signer.sign();
  });

  afterAll(async () => {
    await app.close();
  });

  const stored = async (path: string) =>
    ((await http().get(path).set('Authorization', `Bearer ${token}`).expect(200)).body as { total: number })
      .total;

  describe.each(FORMS)('POST $path ($form)', ({ path, valid, invalid, answer, total }) => {
    /** Sends the body; expects a 201 with the route's answer; returns how many more records there are. */
    async function submit(body: object): Promise<number> {
      const before = await stored(total);
      const res = await http().post(path).send(body).expect(201);
      expect(res.body).toEqual(answer);
      return (await stored(total)) - before;
    }
    const fresh = () => valid((sent += 1));

    it('answers a filled honeypot as a success and stores nothing', async () => {
      expect(
        await submit({
          ...fresh(),
          website: 'https://cheap-pills.example',
          startedAt: shownAgo(60 * SECOND),
        }),
      ).toBe(0);
    });

    it('answers a form sent within the minimum fill time as a success and stores nothing', async () => {
      expect(await submit({ ...fresh(), website: '', startedAt: shownAgo(1 * SECOND) })).toBe(0);
      expect(await submit({ ...fresh(), startedAt: NOW.getTime() })).toBe(0);
    });

    it('answers a shown-time further ahead than a fast clock could be as a success and stores nothing', async () => {
      expect(await submit({ ...fresh(), startedAt: NOW.getTime() + SPAM_CLOCK_SKEW_MS + SECOND })).toBe(0);
    });

    it('answers spam before validating it: invalid fields with a filled honeypot still get the 201', async () => {
      expect(await submit({ ...invalid, website: 'x' })).toBe(0);
      expect(await submit({ ...invalid, startedAt: shownAgo(SECOND) })).toBe(0);
    });

    it('stores a submission without startedAt (an old page, an API client)', async () => {
      expect(await submit(fresh())).toBe(1);
    });

    it('stores a normal submission: honeypot empty, shown long enough ago', async () => {
      expect(await submit({ ...fresh(), website: '', startedAt: shownAgo(45 * SECOND) })).toBe(1);
      expect(await submit({ ...fresh(), website: '   ', startedAt: String(shownAgo(3 * SECOND)) })).toBe(1);
    });

    it('stores a submission from a browser whose clock runs a little fast', async () => {
      expect(await submit({ ...fresh(), startedAt: NOW.getTime() + 60 * SECOND })).toBe(1);
    });

    it('refuses a startedAt that is no time in milliseconds, as any invalid field', async () => {
      for (const startedAt of [-5, 1.5, 'soon', { at: 1 }]) {
        const res = await http()
          .post(path)
          .send({ ...fresh(), startedAt })
          .expect(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
      }
    });
  });

  it('gives an id that names no brief', async () => {
    const res = await http()
      .post('/api/briefs')
      .send({ ...FORMS[0].valid(999), website: 'spam' })
      .expect(201);
    const { id } = res.body as { id: string };
    await http()
      .patch(`/api/briefs/${id}/status`)
      .set('Authorization', `Bearer ${token}`)
      .send({ status: 'in-progress' })
      .expect(404);
  });

  it('documents the quiet refusal on each form in the OpenAPI document', async () => {
    const document = (await http().get('/openapi.json').expect(200)).body as {
      paths: Record<string, { post?: { description?: string } }>;
    };
    for (const { path } of FORMS) {
      expect(document.paths[path]?.post?.description).toMatch(/refused quietly.*before validation/s);
    }
  });
});

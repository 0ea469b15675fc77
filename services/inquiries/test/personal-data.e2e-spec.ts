/**
 * Privacy requests on inquiries, in memory and on PostgreSQL: an export holds one address's briefs,
 * messages, sign-up, notes, mails and audit entries (and nobody else's); an erasure removes them,
 * leaves the audit entries with the values replaced and one `erase` entry, and is the owners' alone.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { AuditEntry, AuditPage, PersonalDataErasure, PersonalDataExport } from '@madar/shared';
import { DataSource } from '@madar/shared/data';
import { emailDigest } from '@madar/shared/personal-data';
import { createTestDatabase, type TestDatabase, type TestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const PERSON = 'hana.personal@example.ly';
const OTHER = 'someone.else@example.ly';

describe.each([
  ['in memory', false],
  ['on PostgreSQL', true],
])('inquiries: personal data %s', (_mode, durable) => {
  let database: TestDatabase | undefined;
  let app: INestApplication<App>;
  let signer: TestSigner;
  let owner: string;
  const http = () => request(app.getHttpServer());
  const as = (req: request.Test, bearer = owner) => req.set('Authorization', `Bearer ${bearer}`);
  const exportOf = async (email: string) =>
    (await as(http().post('/api/inquiries/personal-data/export')).send({ email }).expect(200))
      .body as PersonalDataExport;
  const auditOf = async (query: Record<string, string>) =>
    (
      (
        await as(http().get('/api/inquiries/audit'))
          .query({ limit: '200', ...query })
          .expect(200)
      ).body as AuditPage
    ).items;

  const submitBrief = async (email: string) =>
    (
      (
        await http()
          .post('/api/briefs')
          .send({
            companyName: 'Waha Clinics',
            industry: 'Health',
            contactName: 'Hana Elkikhia',
            email,
            phone: '+218 91 234 5678',
            projectType: 'consulting',
            description: 'A network for three clinics.',
            goals: 'Records shared between them.',
          })
          .expect(201)
      ).body as { id: string }
    ).id;

  let briefId: string;
  let otherBriefId: string;
  let messageId: string;

  beforeAll(async () => {
    if (durable) database = await createTestDatabase('inquiries_personal');
    ({ app, signer } = await createTestApp({
      env: database ? { DATABASE_URL: database.url, SEED_DEMO_DATA: 'false' } : { SEED_DEMO_DATA: 'false' },
    }));
    if (durable) await app.get(DataSource).whenReady;
    owner = await signer.sign({ role: 'owner' });

    // The address in another case than asked: every match ignores case.
    briefId = await submitBrief('Hana.Personal@Example.ly');
    otherBriefId = await submitBrief(OTHER);
    messageId = (
      (
        await http()
          .post('/api/contact')
          .send({ name: 'Hana Elkikhia', email: PERSON, subject: 'Follow-up', message: 'Any news?' })
          .expect(201)
      ).body as { id: string }
    ).id;
    await http().post('/api/newsletter').send({ email: PERSON }).expect(201);
    await as(http().post(`/api/briefs/${briefId}/notes`))
      .send({ text: 'Called Hana, wants a quote' })
      .expect(201);
    await as(http().patch(`/api/briefs/${briefId}/status`))
      .send({ status: 'in-progress' })
      .expect(200);
    // An export of the list searched by the address: the address is in that entry's filter.
    await as(http().get('/api/briefs/export')).query({ search: PERSON }).expect(200);
  });

  afterAll(async () => {
    await app.close();
    await database?.drop();
  });

  it('exports everything held about the address, and nothing about another', async () => {
    const data = await exportOf(PERSON.toUpperCase());

    expect(data).toMatchObject({ service: 'inquiries', email: PERSON });
    expect(data.records.briefs?.map((brief) => brief.id)).toEqual([briefId]);
    expect(data.records.briefs?.[0]).toMatchObject({
      contactName: 'Hana Elkikhia',
      phone: '+218 91 234 5678',
    });
    expect(data.records.contactMessages?.map((message) => message.id)).toEqual([messageId]);
    expect(data.records.newsletterSubscribers?.map((s) => s.email)).toEqual([PERSON]);
    expect(data.notes).toEqual([
      expect.objectContaining({ record: { type: 'brief', id: briefId }, text: 'Called Hana, wants a quote' }),
    ]);
    // Her confirmations, and the team's notices of what she sent (which hold what she wrote).
    expect(data.mails.some((mail) => mail.to.toLowerCase() === PERSON)).toBe(true);
    expect(data.mails.some((mail) => mail.purpose === 'team' && mail.record.id === briefId)).toBe(true);
    expect(data.mails.every((mail) => mail.record.id !== otherBriefId)).toBe(true);
    expect(data.audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['note', 'status', 'export']),
    );
    expect(JSON.stringify(data)).not.toContain(OTHER);
  });

  it('erases it: records, notes and mails gone, audit entries redacted, one erase entry', async () => {
    const { erased } = (
      await as(http().post('/api/inquiries/personal-data/erase')).send({ email: PERSON }).expect(200)
    ).body as PersonalDataErasure;

    expect(erased).toMatchObject({ briefs: 1, contactMessages: 1, newsletterSubscribers: 1, notes: 1 });
    expect(erased.mails).toBeGreaterThanOrEqual(4);
    expect(erased.auditEntries).toBeGreaterThanOrEqual(3);

    const after = await exportOf(PERSON);
    expect(after.records).toEqual({ briefs: [], contactMessages: [], newsletterSubscribers: [] });
    expect(after).toMatchObject({ notes: [], mails: [], audit: [] });
    await as(http().get(`/api/briefs/${briefId}`)).expect(404);
    await as(http().get(`/api/briefs/${otherBriefId}`)).expect(200);

    const history = await auditOf({ entity: `brief:${briefId}` });
    const note = history.find((entry) => entry.action === 'note');
    expect(note?.after).toEqual({ id: expect.any(String) as string, text: '[erased]' });
    // What the history needs to read stays: the status went from new to in progress.
    expect(history.find((entry) => entry.action === 'status')?.after).toEqual({ status: 'in-progress' });

    const log = await auditOf({});
    const erasures = log.filter((entry: AuditEntry) => entry.action === 'erase');
    expect(erasures).toEqual([
      expect.objectContaining({
        entity: { type: 'personal_data', id: null },
        details: { emailSha256: emailDigest(PERSON), erased },
      }),
    ]);
    expect(JSON.stringify(log).toLowerCase()).not.toContain(PERSON);
  });

  it('is for owners: 403 for the other roles, 401 without a token', async () => {
    for (const role of ['editor', 'sales', 'recruiter'] as const) {
      const res = await as(http().post('/api/inquiries/personal-data/export'), await signer.sign({ role }))
        .send({ email: OTHER })
        .expect(403);
      expect(res.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
      await as(http().post('/api/inquiries/personal-data/erase'), await signer.sign({ role }))
        .send({ email: OTHER })
        .expect(403);
    }
    await http().post('/api/inquiries/personal-data/erase').send({ email: OTHER }).expect(401);
    await as(http().get(`/api/briefs/${otherBriefId}`)).expect(200);
  });

  it.each([{ email: 'not-an-address' }, {}, { email: OTHER, extra: true }])(
    'answers 400 VALIDATION.FAILED to %j',
    async (body) => {
      const res = await as(http().post('/api/inquiries/personal-data/erase')).send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', error: 'Bad Request' });
    },
  );
});

/**
 * Privacy requests on recruitment, in memory and on PostgreSQL: an export holds one address's
 * applications with their resumes' bytes, notes, mails and audit entries (and nobody else's); an
 * erasure removes them, resume included, leaves the audit entries redacted with one `erase` entry, and
 * is the owners' alone.
 */
import request from 'supertest';
import type { AuditPage, PersonalDataErasure, PersonalDataExport } from '@madar/shared';
import { emailDigest } from '@madar/shared/personal-data';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import { pdf } from './fixtures/resume-files';
import { apply, FIELDS } from './support';
import { createTestApp, type TestApp } from './test-app';

const PERSON = 'nour.personal@example.ly';
const OTHER = 'someone.else@example.ly';

describe.each([
  ['in memory', false],
  ['on PostgreSQL', true],
])('recruitment: personal data %s', (_mode, durable) => {
  let database: TestDatabase | undefined;
  let t: TestApp;
  const resume = pdf();
  const http = () => request(t.app.getHttpServer());
  const as = (req: request.Test, bearer = t.token) => req.set('Authorization', `Bearer ${bearer}`);
  const exportOf = async (email: string) =>
    (await as(http().post('/api/recruitment/personal-data/export')).send({ email }).expect(200))
      .body as PersonalDataExport;
  const submit = async (email: string) =>
    (
      (await apply(t.app, { ...FIELDS, email }, [{ bytes: resume, name: 'nour-cv.pdf' }]).expect(201))
        .body as { id: string }
    ).id;

  let id: string;
  let otherId: string;

  beforeAll(async () => {
    if (durable) database = await createTestDatabase('recruitment_personal');
    // With the demo data: the jobs applied to, and other people's applications beside.
    t = await createTestApp({ env: database ? { DATABASE_URL: database.url } : {} });
    id = await submit('Nour.Personal@Example.ly');
    otherId = await submit(OTHER);
    await as(http().post(`/api/applications/${id}/notes`))
      .send({ text: 'Strong NOC background' })
      .expect(201);
    // The download is audited with the file's name.
    await as(http().get(`/api/applications/${id}/resume`)).expect(200);
  });

  afterAll(async () => {
    await t.close();
    await database?.drop();
  });

  it('exports the applications with their resumes, notes, mails and history, nobody else’s', async () => {
    const data = await exportOf(PERSON);

    expect(data).toMatchObject({ service: 'recruitment', email: PERSON });
    expect(data.records.applications).toEqual([
      expect.objectContaining({
        id,
        name: FIELDS.name,
        phone: FIELDS.phone,
        resume: {
          name: 'nour-cv.pdf',
          contentType: 'application/pdf',
          size: resume.length,
          base64: resume.toString('base64'),
        },
      }),
    ]);
    expect(data.notes).toEqual([expect.objectContaining({ text: 'Strong NOC background' })]);
    expect(data.mails.some((mail) => mail.to.toLowerCase() === PERSON)).toBe(true);
    expect(data.mails.every((mail) => mail.record.id === id)).toBe(true);
    expect(data.audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['note', 'download']));
    expect(JSON.stringify(data)).not.toContain(otherId);
  });

  it('erases them: application, resume, notes and mails gone, history redacted, one erase entry', async () => {
    const { erased } = (
      await as(http().post('/api/recruitment/personal-data/erase')).send({ email: PERSON }).expect(200)
    ).body as PersonalDataErasure;

    expect(erased).toMatchObject({ applications: 1, resumes: 1, notes: 1 });
    expect(erased.mails).toBeGreaterThanOrEqual(2);
    expect(erased.auditEntries).toBeGreaterThanOrEqual(2);

    expect(await exportOf(PERSON)).toMatchObject({
      records: { applications: [] },
      notes: [],
      mails: [],
      audit: [],
    });
    await as(http().get(`/api/applications/${id}/resume`)).expect(404);
    await as(http().get(`/api/applications/${otherId}/resume`)).expect(200);

    const log = (
      (await as(http().get('/api/recruitment/audit')).query({ limit: '200' }).expect(200)).body as AuditPage
    ).items;
    const about = log.filter((entry) => entry.entity.id === id);
    expect(about.find((entry) => entry.action === 'note')?.after).toMatchObject({ text: '[erased]' });
    expect(about.some((entry) => entry.action === 'download')).toBe(true);
    expect(log.filter((entry) => entry.action === 'erase')).toEqual([
      expect.objectContaining({
        entity: { type: 'personal_data', id: null },
        details: { emailSha256: emailDigest(PERSON), erased },
      }),
    ]);
    expect(JSON.stringify(log).toLowerCase()).not.toContain(PERSON);
    expect(JSON.stringify(about)).not.toContain('nour-cv.pdf');
  });

  it('is for owners: 403 for the other roles, 401 without a token', async () => {
    for (const role of ['editor', 'sales', 'recruiter'] as const) {
      await as(http().post('/api/recruitment/personal-data/export'), await t.signer.sign({ role }))
        .send({ email: OTHER })
        .expect(403);
      await as(http().post('/api/recruitment/personal-data/erase'), await t.signer.sign({ role }))
        .send({ email: OTHER })
        .expect(403);
    }
    await http().post('/api/recruitment/personal-data/export').send({ email: OTHER }).expect(401);
    await as(http().get(`/api/applications/${otherId}`)).expect(200);
  });

  it('answers 400 VALIDATION.FAILED to a bad address', async () => {
    const res = await as(http().post('/api/recruitment/personal-data/export'))
      .send({ email: 'nour@' })
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', error: 'Bad Request' });
  });
});

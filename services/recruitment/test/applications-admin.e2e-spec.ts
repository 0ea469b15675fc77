import type { ErrorEnvelope, JobApplication, Page } from '@madar/shared';
import request from 'supertest';
import { docx, pdf } from './fixtures/resume-files';
import { apply, binary, call, FIELDS, listApplications, type Method, tamper } from './support';
import { createTestApp, type TestApp } from './test-app';

const SEEDED_ID = '5f8c8f66-675a-4b90-a3e4-c6187bd54cc5';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('recruitment service: admin /api/applications', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const auth = () => `Bearer ${t.token}`;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  async function submit(bytes: Buffer, name: string, fields: Record<string, string> = FIELDS) {
    const res = await apply(t.app, fields, [{ bytes, name }]).expect(201);
    return (res.body as { id: string }).id;
  }

  describe('list', () => {
    it('lists the seeded applications newest first as one page, never cached', async () => {
      const res = await http().get('/api/applications').set('Authorization', auth()).expect(200);

      const page = res.body as Page<JobApplication>;
      expect(page).toMatchObject({ page: 1, pageSize: 20, total: page.items.length });
      const list = page.items;
      expect(list.length).toBeGreaterThanOrEqual(8);
      const dates = list.map((a) => a.submittedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set(list.map((a) => a.status)).size).toBeGreaterThanOrEqual(4);
      expect(list.some((a) => a.jobId === null)).toBe(true);
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('filters by job', async () => {
      const list = await listApplications(t, 'jobId=it-support-specialist');

      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.every((a) => a.jobId === 'it-support-specialist')).toBe(true);
    });

    it('answers a job id no one applied to with an empty list', async () => {
      expect(await listApplications(t, `jobId=${UNKNOWN_ID}`)).toEqual([]);
    });

    it.each(['?jobId=../x', '?jobId=', '?job=noc-technician'])('refuses %s with 400', async (query) => {
      const res = await http().get(`/api/applications${query}`).set('Authorization', auth()).expect(400);

      expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
    });
  });

  describe('status', () => {
    it('changes any status to any other, and the change persists', async () => {
      for (const status of ['accepted', 'new', 'rejected', 'interview', 'in-review'] as const) {
        const res = await http()
          .patch(`/api/applications/${SEEDED_ID}/status`)
          .set('Authorization', auth())
          .send({ status })
          .expect(200);

        expect(res.body).toMatchObject({ id: SEEDED_ID, status });
        expect(res.headers['cache-control']).toBe('private, no-store');
        const stored = (await listApplications(t)).find((a) => a.id === SEEDED_ID);
        expect(stored?.status).toBe(status);
      }
    });

    it.each([
      ['an unknown status', { status: 'hired' }],
      ['a missing status', {}],
      ['a wrong type', { status: 3 }],
      ['an unknown field', { status: 'new', note: 'x' }],
    ])('refuses %s with 400, changing nothing', async (_name, body) => {
      const before = await listApplications(t);

      await http()
        .patch(`/api/applications/${SEEDED_ID}/status`)
        .set('Authorization', auth())
        .send(body)
        .expect(400);

      expect(await listApplications(t)).toEqual(before);
    });

    it('refuses malformed JSON with 400', async () => {
      const res = await http()
        .patch(`/api/applications/${SEEDED_ID}/status`)
        .set('Authorization', auth())
        .set('Content-Type', 'application/json')
        .send('{"status":')
        .expect(400);

      expect(res.body).toMatchObject({ code: 'REQUEST.MALFORMED_JSON' });
    });

    it('answers an unknown id with 404', async () => {
      const res = await http()
        .patch(`/api/applications/${UNKNOWN_ID}/status`)
        .set('Authorization', auth())
        .send({ status: 'new' })
        .expect(404);

      expect(res.body).toEqual<ErrorEnvelope>({
        statusCode: 404,
        code: 'APPLICATION.NOT_FOUND',
        message: 'Application not found',
        error: 'Not Found',
      });
    });
  });

  describe('resume download', () => {
    it('returns the uploaded bytes unchanged, as an attachment that is never sniffed or cached', async () => {
      const bytes = docx();
      const id = await submit(bytes, '../Nour CV.docx');

      const res = await binary(
        http().get(`/api/applications/${id}/resume`).set('Authorization', auth()),
      ).expect(200);

      expect((res.body as Buffer).equals(bytes)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'content-disposition': 'attachment; filename="Nour CV.docx"',
        'content-length': String(bytes.length),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    });

    it('names a file with an Arabic name by RFC 5987', async () => {
      const id = await submit(pdf(), 'سيرة.pdf');

      const res = await http().get(`/api/applications/${id}/resume`).set('Authorization', auth()).expect(200);

      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="____.pdf"; filename*=UTF-8''%D8%B3%D9%8A%D8%B1%D8%A9.pdf`,
      );
    });

    it("serves a seeded application's PDF", async () => {
      const res = await http()
        .get(`/api/applications/${SEEDED_ID}/resume`)
        .set('Authorization', auth())
        .expect(200);

      expect(res.headers['content-type']).toBe('application/pdf');
      expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    });

    it.each([UNKNOWN_ID, 'not-a-uuid', 'stats'])('answers the id %s with 404', async (id) => {
      const res = await http().get(`/api/applications/${id}/resume`).set('Authorization', auth()).expect(404);

      expect(res.body).toMatchObject({ code: 'APPLICATION.NOT_FOUND' });
    });
  });

  describe('delete', () => {
    it('removes the application and its resume', async () => {
      const id = await submit(pdf(), 'cv.pdf');

      await http().delete(`/api/applications/${id}`).set('Authorization', auth()).expect(204);

      expect((await listApplications(t)).map((a) => a.id)).not.toContain(id);
      await http().get(`/api/applications/${id}/resume`).set('Authorization', auth()).expect(404);
      await http().delete(`/api/applications/${id}`).set('Authorization', auth()).expect(404);
    });
  });

  describe('authentication', () => {
    const routes: [Method, string][] = [
      ['get', '/api/applications'],
      ['get', '/api/applications/stats'],
      ['get', '/api/applications/activity'],
      ['get', '/api/applications/weekly'],
      ['get', '/api/applications/export'],
      ['patch', `/api/applications/${SEEDED_ID}/status`],
      ['delete', `/api/applications/${SEEDED_ID}`],
      ['get', `/api/applications/${SEEDED_ID}/resume`],
    ];

    it.each(routes)('%s %s answers 401 without a token', async (method, path) => {
      const res = await call(t.app, method, path).send({ status: 'new' }).expect(401);

      expect(res.body).toMatchObject({ code: 'AUTH.TOKEN_MISSING' });
    });

    it.each(routes)('%s %s answers 401 with a tampered token', async (method, path) => {
      const res = await call(t.app, method, path)
        .set('Authorization', `Bearer ${tamper(t.token)}`)
        .send({ status: 'new' })
        .expect(401);

      expect(res.body).toMatchObject({ code: 'AUTH.TOKEN_INVALID' });
      expect(res.headers['content-disposition']).toBeUndefined();
    });

    it('still holds the application the refused requests aimed at', async () => {
      expect((await listApplications(t)).map((a) => a.id)).toContain(SEEDED_ID);
    });
  });
});

/**
 * The recruitment audit log through the API: job and application changes, exports and resume downloads
 * are recorded with who, from where and what changed; GET /api/recruitment/audit serves them to owners only.
 */
import type { AuditPage, ErrorEnvelope, Job } from '@madar/shared';
import request from 'supertest';
import { pdf } from './fixtures/resume-files';
import { apply, binary, FIELDS } from './support';
import { createTestApp, type TestApp } from './test-app';

const ADDRESS = '198.51.100.40';
const text = (en: string, ar: string) => ({ en, ar });
const NEW_JOB = {
  title: text('Radio Network Planner', 'مخطط شبكات راديوية'),
  department: text('Telecommunications', 'الاتصالات'),
  location: text('Benghazi', 'بنغازي'),
  type: text('Full-time', 'دوام كامل'),
  description: text('Plan radio sites.', 'تخطيط مواقع الشبكات الراديوية.'),
  responsibilities: [text('Run coverage predictions', 'إعداد توقعات التغطية')],
  requirements: [text('Three years of radio planning', 'خبرة ثلاث سنوات في التخطيط الراديوي')],
  published: false,
};

describe('recruitment service: audit log (GET /api/recruitment/audit)', () => {
  let t: TestApp;
  let recruiter: string;
  const http = () => request(t.app.getHttpServer());
  const owner = () => `Bearer ${t.token}`;

  beforeAll(async () => {
    t = await createTestApp();
    recruiter = `Bearer ${await t.signer.sign({ sub: 'acc-recruiter', email: 'recruiter@example.test', role: 'recruiter' })}`;
  });

  afterAll(async () => {
    await t.close();
  });

  const audit = async (query: string) =>
    (await http().get(`/api/recruitment/audit?${query}`).set('Authorization', owner()).expect(200))
      .body as AuditPage;
  const newApplication = async () =>
    ((await apply(t.app, FIELDS, [{ bytes: pdf(), name: 'cv.pdf' }]).expect(201)).body as { id: string }).id;

  it('records a job created, edited, published and deleted by the recruiter, from the forwarded address', async () => {
    const as = (req: request.Test) => req.set('Authorization', recruiter).set('X-Forwarded-For', ADDRESS);
    const job = (await as(http().post('/api/jobs')).send(NEW_JOB).expect(201)).body as Job;
    await as(http().patch(`/api/jobs/${job.id}`))
      .send({ title: text('RF Planner', 'مخطط ترددات') })
      .expect(200);
    await as(http().patch(`/api/jobs/${job.id}`))
      .send({ published: true })
      .expect(200);
    await as(http().delete(`/api/jobs/${job.id}`)).expect(204);

    const { items } = await audit(`entity=job:${job.id}`);
    expect(items.map((entry) => entry.action)).toEqual(['delete', 'status', 'update', 'create']);
    for (const entry of items) {
      expect(entry).toMatchObject({
        actor: { id: 'acc-recruiter', email: 'recruiter@example.test' },
        address: ADDRESS,
      });
    }
    const [deleted, published, edited, created] = items;
    expect(created).toMatchObject({
      before: null,
      after: { id: job.id, title: NEW_JOB.title, published: false },
    });
    expect(edited).toMatchObject({
      before: { title: NEW_JOB.title },
      after: { title: text('RF Planner', 'مخطط ترددات') },
    });
    expect(published).toMatchObject({
      before: { published: false, publishedAt: null },
      after: { published: true },
    });
    expect(deleted).toMatchObject({ before: { id: job.id, published: true }, after: null });
  });

  it('records an application’s status change, its resume download by name and its deletion', async () => {
    const id = await newApplication();
    await http()
      .patch(`/api/applications/${id}/status`)
      .set('Authorization', recruiter)
      .send({ status: 'interview' })
      .expect(200);
    await binary(http().get(`/api/applications/${id}/resume`).set('Authorization', recruiter)).expect(200);
    await http().delete(`/api/applications/${id}`).set('Authorization', recruiter).expect(204);

    const [deleted, downloaded, changed] = (await audit(`entity=application:${id}`)).items;
    expect(changed).toMatchObject({
      action: 'status',
      before: { status: 'new' },
      after: { status: 'interview' },
    });
    expect(downloaded).toMatchObject({
      action: 'download',
      before: null,
      after: null,
      details: {
        fileName: expect.stringMatching(/\.pdf$/),
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    });
    expect(deleted).toMatchObject({ action: 'delete', after: null, before: { id, status: 'interview' } });
    expect(JSON.stringify(deleted)).not.toContain('%PDF');
  });

  it('records a CSV export with its filter', async () => {
    await http()
      .get('/api/applications/export?status=new&jobId=noc-technician')
      .set('Authorization', owner())
      .expect(200);

    const [entry] = (await audit('action=export')).items;
    expect(entry).toMatchObject({
      entity: { type: 'application', id: null },
      details: { status: 'new', jobId: 'noc-technician', search: null },
    });
  });

  it('is for owners only (403 AUTH.FORBIDDEN for a recruiter) and refuses bad query values with 400', async () => {
    const { body } = await http().get('/api/recruitment/audit').set('Authorization', recruiter).expect(403);
    expect((body as ErrorEnvelope).code).toBe('AUTH.FORBIDDEN');
    for (const query of [
      'limit=500',
      'before=2026-13-45',
      'before=2026-13-45T10:00Z',
      'entity=resume',
      'action=download&extra=1',
    ]) {
      const res = await http()
        .get(`/api/recruitment/audit?${query}`)
        .set('Authorization', owner())
        .expect(400);
      expect((res.body as ErrorEnvelope).code).toBe('VALIDATION.FAILED');
    }
  });
});

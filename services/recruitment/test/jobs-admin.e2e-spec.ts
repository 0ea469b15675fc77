import type { ErrorEnvelope, Job, Page } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import request from 'supertest';
import { pdf } from './fixtures/resume-files';
import { apply, call, FIELDS, listApplications, type Method, tamper } from './support';
import { createTestApp, type TestApp } from './test-app';

const T0 = new Date('2026-06-01T08:00:00.000Z');
const T1 = new Date('2026-06-02T09:30:00.000Z');
const T2 = new Date('2026-06-03T11:00:00.000Z');

const text = (en: string, ar: string) => ({ en, ar });
const NEW_JOB = {
  title: text('Radio Network Planner', 'مخطط شبكات راديوية'),
  department: text('Telecommunications', 'الاتصالات'),
  location: text('Benghazi', 'بنغازي'),
  type: text('Full-time', 'دوام كامل'),
  description: text(
    'Plan 4G and 5G radio sites for operators in eastern Libya.',
    'تخطيط مواقع الشبكات الراديوية للجيلين الرابع والخامس لصالح المشغّلين في شرق ليبيا.',
  ),
  responsibilities: [text('Run coverage predictions', 'إعداد توقعات التغطية')],
  requirements: [text('Three years of radio planning', 'خبرة ثلاث سنوات في التخطيط الراديوي')],
  published: false,
};

describe('recruitment service: admin /api/jobs', () => {
  const clock = new FixedClock(T0);
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const auth = () => `Bearer ${t.token}`;

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(() => clock.set(T0));

  const allJobs = async () =>
    (
      (await http().get('/api/jobs?status=all&pageSize=100').set('Authorization', auth()).expect(200))
        .body as Page<Job>
    ).items;
  const publicIds = async () => ((await http().get('/api/jobs').expect(200)).body as Job[]).map((j) => j.id);
  const create = async (body: object = NEW_JOB) =>
    (await http().post('/api/jobs').set('Authorization', auth()).send(body).expect(201)).body as Job;
  const patch = (id: string, body: object) =>
    http().patch(`/api/jobs/${id}`).set('Authorization', auth()).send(body);

  it('creates a draft: no publishedAt, hidden from the public, never cached', async () => {
    const res = await http().post('/api/jobs').set('Authorization', auth()).send(NEW_JOB).expect(201);

    const job = res.body as Job;
    expect(job).toEqual({
      ...NEW_JOB,
      id: expect.any(String),
      // From the English title: its address on the site.
      slug: 'radio-network-planner',
      closesAt: null,
      publishAt: null,
      closeAt: null,
      publishedAt: null,
      createdAt: T0.toISOString(),
      updatedAt: T0.toISOString(),
      applications: 0,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await publicIds()).not.toContain(job.id);
    expect((await allJobs()).map((j) => j.id)).toContain(job.id);
    await http().get(`/api/jobs/${job.id}`).expect(404);
  });

  it('creates a published job with publishedAt at creation, visible to the public', async () => {
    const job = await create({ ...NEW_JOB, published: true });

    expect(job.publishedAt).toBe(T0.toISOString());
    expect(await publicIds()).toContain(job.id);
  });

  it('sets publishedAt when a draft is first published, and keeps it after', async () => {
    const draft = await create();

    clock.set(T1);
    const published = (await patch(draft.id, { published: true }).expect(200)).body as Job;
    expect(published).toMatchObject({ publishedAt: T1.toISOString(), updatedAt: T1.toISOString() });
    expect(await publicIds()).toContain(draft.id);

    clock.set(T2);
    const edited = (await patch(draft.id, { title: text('RF Planner', 'مخطط ترددات') }).expect(200))
      .body as Job;
    expect(edited).toMatchObject({
      title: { en: 'RF Planner', ar: 'مخطط ترددات' },
      description: NEW_JOB.description,
      createdAt: T0.toISOString(),
      publishedAt: T1.toISOString(),
      updatedAt: T2.toISOString(),
    });
    expect((await allJobs()).find((j) => j.id === draft.id)).toEqual(edited);
  });

  it('takes a job back to draft, hiding it again', async () => {
    const job = await create({ ...NEW_JOB, published: true });

    await patch(job.id, { published: false }).expect(200);

    expect(await publicIds()).not.toContain(job.id);
  });

  it('deletes a job and keeps its applications, which still carry its id', async () => {
    const job = await create({ ...NEW_JOB, published: true });
    const applied = await apply(t.app, { ...FIELDS, jobId: job.id }, [
      { bytes: pdf(), name: 'cv.pdf' },
    ]).expect(201);
    expect((await allJobs()).find((j) => j.id === job.id)?.applications).toBe(1);

    await http().delete(`/api/jobs/${job.id}`).set('Authorization', auth()).expect(204);

    expect((await allJobs()).map((j) => j.id)).not.toContain(job.id);
    const kept = await listApplications(t, `?jobId=${job.id}`);
    expect(kept.map((a) => a.id)).toEqual([(applied.body as { id: string }).id]);
    await apply(t.app, { ...FIELDS, jobId: job.id }, [{ bytes: pdf(), name: 'cv.pdf' }]).expect(400);
  });

  it.each([
    ['patch', { published: true }],
    ['delete', undefined],
  ] as [Method, object | undefined][])(
    'answers %s of an unknown id with 404 JOB.NOT_FOUND',
    async (method, body) => {
      const res = await call(t.app, method, '/api/jobs/chief-astronaut')
        .set('Authorization', auth())
        .send(body)
        .expect(404);

      expect(res.body).toMatchObject({ code: 'JOB.NOT_FOUND', message: 'Job not found' });
    },
  );

  const { ar: _ar, ...titleWithoutArabic } = NEW_JOB.title;
  const { published: _published, ...withoutPublished } = NEW_JOB;
  const badCreations: [string, object][] = [
    ['a title without Arabic', { ...NEW_JOB, title: titleWithoutArabic }],
    ['a blank English description', { ...NEW_JOB, description: text('   ', 'وصف') }],
    ['a title as a string', { ...NEW_JOB, title: 'Planner' }],
    ['no responsibilities', { ...NEW_JOB, responsibilities: [] }],
    ['21 requirements', { ...NEW_JOB, requirements: Array.from({ length: 21 }, () => text('a', 'ب')) }],
    ['a requirement as a string', { ...NEW_JOB, requirements: ['CCNA'] }],
    ['published as a string', { ...NEW_JOB, published: 'true' }],
    ['no published flag', withoutPublished],
    ['an unknown field', { ...NEW_JOB, salary: 5000 }],
    ['an unknown nested field', { ...NEW_JOB, title: { ...NEW_JOB.title, fr: 'Planificateur' } }],
    ['a client-chosen id', { ...NEW_JOB, id: 'my-id' }],
    ['a title over 200 characters', { ...NEW_JOB, title: text('x'.repeat(201), 'س') }],
  ];

  it.each(badCreations)('refuses a job with %s, storing nothing', async (_name, body) => {
    const before = await allJobs();

    const res = await http().post('/api/jobs').set('Authorization', auth()).send(body).expect(400);

    expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
    expect(await allJobs()).toEqual(before);
  });

  it('names each failed rule as data, list items by their index', async () => {
    const body = {
      ...NEW_JOB,
      title: text('x'.repeat(201), 'س'),
      requirements: [text('CCNA', '   '), ...Array.from({ length: 20 }, () => text('a', 'ب'))],
    };

    const res = await http().post('/api/jobs').set('Authorization', auth()).send(body).expect(400);

    expect((res.body as ErrorEnvelope).details).toEqual(
      expect.arrayContaining([
        { field: 'title.en', rule: 'maxLength', params: { max: 200 } },
        { field: 'requirements', rule: 'arrayMaxSize', params: { max: 20 } },
        { field: 'requirements.0.ar', rule: 'isNotEmpty' },
      ]),
    );
  });

  it.each([
    ['a null title', { title: null }],
    ['an unknown field', { applications: 10 }],
    ['published as a number', { published: 1 }],
  ])('refuses a change with %s, changing nothing', async (_name, body) => {
    const before = await allJobs();

    await patch('noc-technician', body).expect(400);

    expect(await allJobs()).toEqual(before);
  });

  it('refuses malformed JSON and an oversized body', async () => {
    const before = await allJobs();
    await http()
      .post('/api/jobs')
      .set('Authorization', auth())
      .set('Content-Type', 'application/json')
      .send('{"title":')
      .expect(400);
    const huge = { ...NEW_JOB, description: text('x'.repeat(150_000), 'س') };
    const res = await http().post('/api/jobs').set('Authorization', auth()).send(huge).expect(413);

    expect(res.body).toMatchObject({ code: 'REQUEST.PAYLOAD_TOO_LARGE' });
    expect(await allJobs()).toEqual(before);
  });

  describe('authentication', () => {
    const routes: [Method, string][] = [
      ['post', '/api/jobs'],
      ['patch', '/api/jobs/noc-technician'],
      ['delete', '/api/jobs/noc-technician'],
    ];

    it.each(routes)('%s %s answers 401 without a token and with a tampered one', async (method, path) => {
      const before = await allJobs();

      await call(t.app, method, path).send(NEW_JOB).expect(401);
      await call(t.app, method, path)
        .set('Authorization', `Bearer ${tamper(t.token)}`)
        .send(NEW_JOB)
        .expect(401);

      expect(await allJobs()).toEqual(before);
    });
  });
});

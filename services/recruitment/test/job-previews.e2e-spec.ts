/**
 * Job previews through the HTTP API, in memory and on PostgreSQL: recruiters send the editor's unsaved
 * job and get a token that, until it expires, opens exactly what a save would have stored (validated and
 * sanitised) to anyone holding it, never cached and never indexed; nothing is saved or audited.
 */
import request from 'supertest';
import type { AuditPage, Job, JobPreview, JobPreviewLink, Page } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import { createTestApp, type TestApp } from './test-app';

const T0 = new Date('2026-11-26T08:00:00.000Z');
const SEEDED_JOB = 'noc-technician';
const text = (en: string, ar: string) => ({ en, ar });

const unsaved = (overrides: Record<string, unknown> = {}) => ({
  title: text('  Radio Network Planner ', 'مخطط شبكات راديوية'),
  department: text('Telecommunications', 'الاتصالات'),
  location: text('Benghazi', 'بنغازي'),
  type: text('Full-time', 'دوام كامل'),
  description: text('  Plan radio sites.\r\n\r\nAcross the east.  ', 'تخطيط المواقع الراديوية.'),
  responsibilities: [text(' Run coverage predictions ', 'إعداد توقعات التغطية')],
  requirements: [text('Three years of radio planning', 'خبرة ثلاث سنوات في التخطيط الراديوي')],
  published: false,
  ...overrides,
});

/** What a save of the same body would store, without what differs from save to save. */
const savedFields = ({ id: _id, slug: _slug, createdAt: _c, updatedAt: _u, ...job }: Job) => job;

describe.each([['memory'], ['postgres']])('recruitment service: job previews (%s)', (mode) => {
  let t: TestApp;
  let database: TestDatabase | undefined;
  const clock = new FixedClock(T0);
  const http = () => request(t.app.getHttpServer());
  const auth = () => ({ Authorization: `Bearer ${t.token}` });
  const preview = (body: unknown) =>
    http()
      .post('/api/jobs/previews')
      .set(auth())
      .send(body as object);
  const allJobs = async () =>
    ((await http().get('/api/jobs?status=all&pageSize=100').set(auth()).expect(200)).body as Page<Job>).items;

  beforeAll(async () => {
    database = mode === 'postgres' ? await createTestDatabase('recruitment_previews') : undefined;
    t = await createTestApp({
      clock,
      env: { PREVIEW_TTL_MINUTES: '30', ...(database ? { DATABASE_URL: database.url } : {}) },
    });
    // A new database is migrated first: slow when the machine is busy.
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  beforeEach(() => clock.set(T0));

  it('answers 201 with a token, its expiry and the job addresses in each language', async () => {
    const res = await preview(unsaved()).expect(201);
    const link = res.body as JobPreviewLink;

    expect(Object.keys(link).sort()).toEqual(['expiresAt', 'token', 'urls']);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.expiresAt).toBe('2026-11-26T08:30:00.000Z');
    // A new job has no address yet: the one its English title would give it.
    expect(link.urls).toEqual({
      en: `/careers/radio-network-planner?preview=${link.token}`,
      ar: `/ar/careers/radio-network-planner?preview=${link.token}`,
    });
    expect(res.headers['cache-control']).toContain('no-store');
    // Each preview is its own capability.
    expect(((await preview(unsaved()).expect(201)).body as JobPreviewLink).token).not.toBe(link.token);
  });

  it('opens the job as a save would store it to anyone with the token, never cached or indexed, and saves nothing', async () => {
    const before = await allJobs();
    const link = (await preview(unsaved()).expect(201)).body as JobPreviewLink;

    const res = await http().get(`/api/jobs/previews/${link.token}`).expect(200);
    const shown = res.body as JobPreview;
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(Object.keys(shown).sort()).toEqual(['expiresAt', 'job']);
    expect(shown.expiresAt).toBe(link.expiresAt);
    expect(shown.job).toMatchObject({
      title: { en: 'Radio Network Planner' },
      responsibilities: [{ en: 'Run coverage predictions' }],
      slug: 'radio-network-planner',
      published: false,
      publishedAt: null,
      closesAt: null,
      applications: 0,
      createdAt: T0.toISOString(),
    });

    // Sanitised exactly as a save of the same body: compared with one.
    const saved = (await http().post('/api/jobs').set(auth()).send(unsaved()).expect(201)).body as Job;
    expect(savedFields(shown.job)).toEqual(savedFields(saved));
    await http().delete(`/api/jobs/${saved.id}`).set(auth()).expect(204);

    expect((await allJobs()).map((job) => job.id).sort()).toEqual(before.map((job) => job.id).sort());
    await http().get(`/api/jobs/${shown.job.id}?status=all`).set(auth()).expect(404);
  });

  it('previews an edit of a stored job: its id, address and times kept, the change shown, the job unchanged', async () => {
    const stored = (await http().get(`/api/jobs/${SEEDED_JOB}`).expect(200)).body as Job;
    const { id, slug, createdAt, updatedAt, publishedAt, applications, ...fields } = stored;
    const edit = { ...fields, id, title: { ...stored.title, en: 'An unsaved title' } };

    const link = (await preview(edit).expect(201)).body as JobPreviewLink;
    // A published job's address never moves, whatever its title.
    expect(link.urls.en).toBe(`/careers/${slug}?preview=${link.token}`);
    const shown = (await http().get(`/api/jobs/previews/${link.token}`).expect(200)).body as JobPreview;
    expect(shown.job).toMatchObject({
      id,
      slug,
      createdAt,
      publishedAt,
      applications,
      title: { en: 'An unsaved title' },
    });

    const after = (await http().get(`/api/jobs/${SEEDED_JOB}`).expect(200)).body as Job;
    expect(after.title.en).toBe(stored.title.en);
    expect(after.updatedAt).toBe(updatedAt);
  });

  it('writes no audit entry', async () => {
    const newest = async () =>
      ((await http().get('/api/recruitment/audit').set(auth()).expect(200)).body as AuditPage).items[0];
    const before = await newest();
    await preview(unsaved()).expect(201);
    expect(await newest()).toEqual(before);
  });

  it('refuses anonymous callers with 401 and roles without careers with 403', async () => {
    const anonymous = await http().post('/api/jobs/previews').send(unsaved()).expect(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    for (const role of ['editor', 'sales']) {
      const forbidden = await http()
        .post('/api/jobs/previews')
        .set('Authorization', `Bearer ${await t.signer.sign({ role })}`)
        .send(unsaved())
        .expect(403);
      expect(forbidden.body).toMatchObject({ statusCode: 403, code: 'AUTH.FORBIDDEN' });
    }
    const recruiter = await t.signer.sign({ role: 'recruiter' });
    await http()
      .post('/api/jobs/previews')
      .set('Authorization', `Bearer ${recruiter}`)
      .send(unsaved())
      .expect(201);
  });

  it.each([
    ['a missing title', { title: undefined }],
    ['an empty list of responsibilities', { responsibilities: [] }],
    ['a title of nothing but spaces', { title: text('   ', 'عنوان') }],
    ['an id that is not a job id', { id: '../jobs' }],
    ['a field a job does not take', { owner: 'me' }],
  ])('refuses %s with 400 in the envelope, keeping nothing', async (_name, overrides) => {
    const before = await allJobs();
    const res = await preview(unsaved(overrides)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', error: 'Bad Request' });
    expect(res.body).not.toHaveProperty('token');
    expect(await allJobs()).toEqual(before);
  });

  it('refuses what a save refuses: a closing day already past, a schedule already past; an unknown job id with 404', async () => {
    const closed = await preview(unsaved({ closesAt: '2026-11-25' })).expect(400);
    expect(closed.body).toMatchObject({ code: 'VALIDATION.FAILED', details: [{ rule: 'notBeforeToday' }] });
    const past = await preview(unsaved({ publishAt: '2026-11-26T07:00:00Z' })).expect(400);
    expect(past.body).toMatchObject({ code: 'JOB.SCHEDULE_IN_PAST' });
    const unknown = await preview(unsaved({ id: '00000000-0000-4000-8000-000000000999' })).expect(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'JOB.NOT_FOUND' });
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed token', 'not-a-token'],
    ['a token too long', 'A'.repeat(200)],
  ])('answers %s with 404 PREVIEW.NOT_FOUND in the envelope', async (_name, token) => {
    const res = await http().get(`/api/jobs/previews/${token}`).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'PREVIEW.NOT_FOUND',
      message: 'No preview has this token, or it has expired',
      error: 'Not Found',
    });
  });

  it('stops opening a preview once it expires', async () => {
    const link = (await preview(unsaved()).expect(201)).body as JobPreviewLink;

    clock.set(new Date('2026-11-26T08:29:59.000Z'));
    await http().get(`/api/jobs/previews/${link.token}`).expect(200);
    clock.set(new Date(link.expiresAt));
    const expired = await http().get(`/api/jobs/previews/${link.token}`).expect(404);
    expect(expired.body).toMatchObject({ code: 'PREVIEW.NOT_FOUND' });
  });
});

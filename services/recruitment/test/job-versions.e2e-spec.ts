/**
 * A job's history, in memory and on PostgreSQL alike: every save keeps the job whole (without its
 * application count) with its editor and time, newest first; a version can be read whole and restored,
 * which is an update like any other (audited, kept as the newest version). Only the roles that edit
 * jobs see it.
 */
import request from 'supertest';
import type { AuditPage, Job, Version, VersionList } from '@madar/shared';
import { createTestDatabase, TEST_STAFF, type TestDatabase } from '@madar/shared/testing';
import { createTestApp, type TestApp } from './test-app';

const text = (en: string, ar: string) => ({ en, ar });
const NEW_JOB = {
  title: text('Radio Network Planner', 'مخطط شبكات راديوية'),
  department: text('Telecommunications', 'الاتصالات'),
  location: text('Benghazi', 'بنغازي'),
  type: text('Full-time', 'دوام كامل'),
  description: text('Plan radio sites.', 'تخطيط المواقع الراديوية.'),
  responsibilities: [text('Run coverage predictions', 'إعداد توقعات التغطية')],
  requirements: [text('Three years of radio planning', 'خبرة ثلاث سنوات في التخطيط الراديوي')],
  published: false,
};
const RECRUITER = {
  sub: 'acc-recruiter',
  email: 'hr@example.test',
  name: 'Amal Al-Mabrouk',
  role: 'recruiter',
};
const SEEDED_JOB = 'noc-technician';

const withoutCount = ({ applications: _count, ...job }: Job) => job;

describe.each([['memory'], ['postgres']])('recruitment service: versions of jobs (%s)', (mode) => {
  let t: TestApp;
  let database: TestDatabase | undefined;
  let recruiter: string;

  beforeAll(async () => {
    database = mode === 'postgres' ? await createTestDatabase('recruitment_versions') : undefined;
    t = await createTestApp(database ? { env: { DATABASE_URL: database.url } } : {});
    recruiter = await t.signer.sign(RECRUITER);
  });

  afterAll(async () => {
    await t.close();
    await database?.drop();
  });

  const http = () => request(t.app.getHttpServer());
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const versionsOf = async (id: string) =>
    ((await http().get(`/api/jobs/${id}/versions`).set(as(t.token)).expect(200)).body as VersionList).items;
  const versionOf = async (id: string, versionId: string) =>
    (await http().get(`/api/jobs/${id}/versions/${versionId}`).set(as(t.token)).expect(200)).body as Version<
      Omit<Job, 'applications'>
    >;
  const create = async (token = t.token) =>
    (await http().post('/api/jobs').set(as(token)).send(NEW_JOB).expect(201)).body as Job;
  const edit = async (id: string, changes: object) =>
    (await http().patch(`/api/jobs/${id}`).set(as(t.token)).send(changes).expect(200)).body as Job;

  it('keeps every save whole, newest first, naming the editor by id and display name', async () => {
    const created = await create(recruiter);
    const edited = await edit(created.id, { title: text('Senior Planner', 'مخطط أول') });

    const items = await versionsOf(created.id);
    expect(items).toEqual([
      {
        id: expect.any(String),
        createdAt: edited.updatedAt,
        author: { id: TEST_STAFF.id, name: 'Test Owner' },
      },
      {
        id: expect.any(String),
        createdAt: created.updatedAt,
        author: { id: 'acc-recruiter', name: 'Amal Al-Mabrouk' },
      },
    ]);
    expect((await versionOf(created.id, items[1]?.id ?? '')).state).toEqual(withoutCount(created));
    expect((await versionOf(created.id, items[0]?.id ?? '')).state).toEqual(withoutCount(edited));
  });

  it('restores a version as the job and as a new version, audited as an update', async () => {
    const created = await create();
    await edit(created.id, { title: text('Changed', 'معدل'), requirements: [text('Other', 'أخرى')] });
    const first = (await versionsOf(created.id)).at(-1);

    const restored = (
      await http()
        .post(`/api/jobs/${created.id}/versions/${first?.id}/restore`)
        .set(as(recruiter))
        .expect(200)
    ).body as Job;

    expect(restored).toMatchObject({ title: created.title, requirements: created.requirements });
    const admin = await http().get(`/api/jobs/${created.id}?status=all`).set(as(t.token)).expect(200);
    expect(admin.body).toEqual(restored);
    const items = await versionsOf(created.id);
    expect(items).toHaveLength(3);
    expect(items[0]?.author).toEqual({ id: 'acc-recruiter', name: 'Amal Al-Mabrouk' });
    expect((await versionOf(created.id, items[0]?.id ?? '')).state).toEqual(withoutCount(restored));
    const audit = await http()
      .get(`/api/recruitment/audit?entity=job:${created.id}&action=update`)
      .set(as(t.token))
      .expect(200);
    expect((audit.body as AuditPage).items[0]).toMatchObject({
      actor: { id: 'acc-recruiter' },
      after: { title: created.title },
    });
  });

  it('answers 404 in the envelope for an unknown job, an unknown version or another job’s', async () => {
    const one = await create();
    const other = await create();
    const [otherVersion] = await versionsOf(other.id);

    for (const path of ['no-such-job/versions', 'no-such-job/versions/1']) {
      const res = await http().get(`/api/jobs/${path}`).set(as(t.token)).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'JOB.NOT_FOUND',
        message: 'Job not found',
        error: 'Not Found',
      });
    }
    for (const versionId of [otherVersion?.id, '999999999', 'abc']) {
      const res = await http().get(`/api/jobs/${one.id}/versions/${versionId}`).set(as(t.token)).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'VERSION.NOT_FOUND' });
      await http().post(`/api/jobs/${one.id}/versions/${versionId}/restore`).set(as(t.token)).expect(404);
    }
    expect(await versionsOf(one.id)).toHaveLength(1);
  });

  it('lets only the roles that edit jobs in: 401 without a token, 403 for the others', async () => {
    const job = await create();
    const [version] = await versionsOf(job.id);
    const routes = [
      () => http().get(`/api/jobs/${job.id}/versions`),
      () => http().get(`/api/jobs/${job.id}/versions/${version?.id}`),
      () => http().post(`/api/jobs/${job.id}/versions/${version?.id}/restore`),
    ];
    for (const route of routes) {
      await route().expect(401);
      for (const role of ['editor', 'sales']) {
        const token = await t.signer.sign({ role });
        expect((await route().set(as(token)).expect(403)).body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
      }
      await route().set(as(recruiter)).expect(200);
    }
  });

  it('starts a seeded job’s history from its state before the first edit (author null)', async () => {
    const seeded = (await http().get(`/api/jobs/${SEEDED_JOB}?status=all`).set(as(t.token)).expect(200))
      .body as Job;
    expect(await versionsOf(seeded.id)).toEqual([]);
    await edit(seeded.id, { title: text('Edited', 'معدل') });

    const [, baseline] = await versionsOf(seeded.id);
    expect(baseline?.author).toBeNull();
    expect((await versionOf(seeded.id, baseline?.id ?? '')).state).toEqual(withoutCount(seeded));
  });
});

/**
 * PostgreSQL mode end to end: what one app stores, a second app booted on the same database serves,
 * resumes byte for byte; the demo seed runs once per database, never again at a later boot.
 */
import type { Job, JobApplication, Page } from '@madar/shared';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import request from 'supertest';
import { SAMPLE_APPLICATIONS } from '../src/applications/applications.seed';
import { JOBS_SEED } from '../src/jobs/jobs.seed';
import { exe, pdf } from './fixtures/resume-files';
import { apply, downloadResume, FIELDS } from './support';
import { createTestApp, type TestApp } from './test-app';

describe('recruitment service on PostgreSQL', () => {
  let database: TestDatabase;
  const boot = () => createTestApp({ env: { DATABASE_URL: database.url } });

  beforeAll(async () => {
    database = await createTestDatabase('recruitment_e2e');
  });

  afterAll(async () => {
    await database.drop();
  });

  const adminGet = async <T>(t: TestApp, path: string) =>
    (await request(t.app.getHttpServer()).get(path).set('Authorization', `Bearer ${t.token}`).expect(200))
      .body as T;

  it('keeps an application and its PDF across a restart, and seeds the demo data only once', async () => {
    const first = await boot();
    const bytes = pdf();
    let id: string;
    try {
      expect((await adminGet<Page<Job>>(first, '/api/jobs?status=all')).total).toBe(JOBS_SEED.length);
      expect((await adminGet<Page<JobApplication>>(first, '/api/applications')).total).toBe(
        SAMPLE_APPLICATIONS.length,
      );

      const res = await apply(first.app, FIELDS, [{ bytes, name: 'سيرة Nour.pdf' }]).expect(201);
      id = (res.body as { id: string }).id;
      await request(first.app.getHttpServer())
        .delete('/api/jobs/security-systems-technician')
        .set('Authorization', `Bearer ${first.token}`)
        .expect(204);
    } finally {
      await first.close();
    }

    const second = await boot();
    try {
      const applications = await adminGet<Page<JobApplication>>(second, '/api/applications?pageSize=100');
      expect(applications.total).toBe(SAMPLE_APPLICATIONS.length + 1);
      expect(applications.items[0]).toMatchObject({
        id,
        ...FIELDS,
        status: 'new',
        resumeName: 'سيرة Nour.pdf',
      });
      expect((await downloadResume(second, id)).equals(bytes)).toBe(true);

      // The deleted demo job stays deleted: the seed did not run again.
      const jobs = await adminGet<Page<Job>>(second, '/api/jobs?status=all');
      expect(jobs.total).toBe(JOBS_SEED.length - 1);
      expect(jobs.items.map((job) => job.id)).not.toContain('security-systems-technician');
      expect(jobs.items.find((job) => job.id === 'noc-technician')?.applications).toBe(2);

      await request(second.app.getHttpServer()).get('/health/ready').expect(200);
    } finally {
      await second.close();
    }
  });

  it('answers text PostgreSQL cannot hold with 400, and a refused upload leaves nothing', async () => {
    const t = await boot();
    try {
      const auth = `Bearer ${t.token}`;
      const http = () => request(t.app.getHttpServer());
      const before = (await adminGet<Page<JobApplication>>(t, '/api/applications')).total;
      const text = { en: 'NUL\u0000', ar: 'نص' };
      const job = { title: text, department: text, location: text, type: text, description: text };

      for (const path of ['/api/applications?search=a%00b', '/api/jobs?status=all&search=a%00b']) {
        const res = await http().get(path).set('Authorization', auth).expect(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
      }
      await http()
        .post('/api/jobs')
        .set('Authorization', auth)
        .send({ ...job, responsibilities: [text], requirements: [text], published: true })
        .expect(400);
      await http()
        .patch('/api/jobs/noc-technician')
        .set('Authorization', auth)
        .send({ title: text })
        .expect(400);
      await apply(t.app, { ...FIELDS, name: 'Nour\u0000' }, [{ bytes: pdf(), name: 'cv.pdf' }]).expect(400);
      await apply(t.app, FIELDS, [{ bytes: exe(), name: 'cv.pdf' }]).expect(415);

      expect((await adminGet<Page<JobApplication>>(t, '/api/applications')).total).toBe(before);
    } finally {
      await t.close();
    }
  });
});

import type { Job } from '@madar/shared';
import request from 'supertest';
import { createTestApp, type TestApp } from './test-app';

const text = (en: string, ar: string) => ({ en, ar });
const NEW_JOB = {
  title: text('NOC Technician', 'فني مركز عمليات الشبكة'),
  department: text('Operations', 'العمليات'),
  location: text('Benghazi', 'بنغازي'),
  type: text('Full-time', 'دوام كامل'),
  description: text('Watch the network around the clock.', 'مراقبة الشبكة على مدار الساعة.'),
  responsibilities: [text('Handle alarms', 'معالجة الإنذارات')],
  requirements: [text('CCNA', 'شهادة CCNA')],
  published: true,
};

describe('recruitment service: job addresses', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const auth = () => `Bearer ${t.token}`;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const create = async (body: object) =>
    (await http().post('/api/jobs').set('Authorization', auth()).send(body).expect(201)).body as Job;

  it('gives a created job a slug from its English title, numbered past the seeded one, kept on rename', async () => {
    const created = await create(NEW_JOB);
    // The seed holds noc-technician already.
    expect(created.slug).toBe('noc-technician-2');
    expect(created.id).not.toBe(created.slug);

    const renamed = await http()
      .patch(`/api/jobs/${created.id}`)
      .set('Authorization', auth())
      .send({ title: text('Senior NOC Technician', 'فني أول') })
      .expect(200);
    expect((renamed.body as Job).slug).toBe('noc-technician-2');

    // The public finds it by its slug and by the UUID address it had before slugs existed.
    for (const address of [created.slug, created.id]) {
      const res = await http().get(`/api/jobs/${address}`).expect(200);
      expect(res.body).toMatchObject({ id: created.id, slug: 'noc-technician-2' });
    }
    const listed = (await http().get('/api/jobs').expect(200)).body as Job[];
    expect(listed.find((job) => job.id === created.id)?.slug).toBe('noc-technician-2');
  });

  it('answers a seeded job by its readable id, which is its slug', async () => {
    const res = await http().get('/api/jobs/noc-technician').expect(200);
    expect(res.body).toMatchObject({ id: 'noc-technician', slug: 'noc-technician' });
  });

  it('answers 404 JOB.NOT_FOUND in the envelope for an address no job has held', async () => {
    const res = await http().get('/api/jobs/no-such-opening').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'JOB.NOT_FOUND' });
  });
});

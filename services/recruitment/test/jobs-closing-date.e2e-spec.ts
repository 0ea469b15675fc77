import type { ErrorEnvelope, Job } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import request from 'supertest';
import { pdf } from './fixtures/resume-files';
import { apply, FIELDS, storedState } from './support';
import { createTestApp, type TestApp } from './test-app';

// 21:30 UTC on 1 June is already 2 June in Tripoli (UTC+2): "today" is the 2nd.
const T0 = new Date('2026-06-01T22:30:00.000Z');

const text = (en: string, ar: string) => ({ en, ar });
const NEW_JOB = {
  title: text('Radio Network Planner', 'مخطط شبكات راديوية'),
  department: text('Telecommunications', 'الاتصالات'),
  location: text('Benghazi', 'بنغازي'),
  type: text('Full-time', 'دوام كامل'),
  description: text('Plan radio sites.', 'تخطيط المواقع الراديوية.'),
  responsibilities: [text('Run coverage predictions', 'إعداد توقعات التغطية')],
  requirements: [text('Radio planning', 'التخطيط الراديوي')],
  published: true,
};

describe('recruitment service: a job’s closing date', () => {
  const clock = new FixedClock(T0);
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const auth = () => `Bearer ${t.token}`;
  const create = (body: object) => http().post('/api/jobs').set('Authorization', auth()).send(body);
  const patch = (id: string, body: object) =>
    http().patch(`/api/jobs/${id}`).set('Authorization', auth()).send(body);
  const allJobs = async () =>
    (await http().get('/api/jobs?status=all&pageSize=100').set('Authorization', auth()).expect(200)).body as {
      items: Job[];
    };

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set(T0));

  it('is stored as given, and carried by the public list and the job itself', async () => {
    const job = (await create({ ...NEW_JOB, closesAt: '2026-06-02' }).expect(201)).body as Job;

    expect(job.closesAt).toBe('2026-06-02');
    const listed = (await http().get('/api/jobs').expect(200)).body as Job[];
    expect(listed.find((j) => j.id === job.id)?.closesAt).toBe('2026-06-02');
    expect(listed.filter((j) => j.id !== job.id).every((j) => j.closesAt === null)).toBe(true);
    expect(((await http().get(`/api/jobs/${job.id}`).expect(200)).body as Job).closesAt).toBe('2026-06-02');
  });

  it.each([
    ['not a real day', '2026-02-30', 'isCalendarDate'],
    ['a time as well', '2026-12-31T10:00:00Z', 'isCalendarDate'],
    ['another order', '31/12/2026', 'isCalendarDate'],
    ['a number', 20261231, 'isCalendarDate'],
    ['a day before today in Tripoli', '2026-06-01', 'notBeforeToday'],
  ])('refuses a new job closing on %s, storing nothing', async (_name, closesAt, rule) => {
    const before = await allJobs();

    const res = await create({ ...NEW_JOB, closesAt }).expect(400);

    const envelope = res.body as ErrorEnvelope;
    expect(envelope.code).toBe('VALIDATION.FAILED');
    expect(envelope.details).toEqual([expect.objectContaining({ field: 'closesAt', rule })]);
    expect(await allJobs()).toEqual(before);
  });

  it('lets an edit close a job early with a past date, clear the date with null, and refuses a bad one', async () => {
    const job = (await create(NEW_JOB).expect(201)).body as Job;

    expect(((await patch(job.id, { closesAt: '2026-05-31' }).expect(200)).body as Job).closesAt).toBe(
      '2026-05-31',
    );
    const res = await patch(job.id, { closesAt: '2026-13-01' }).expect(400);
    expect((res.body as ErrorEnvelope).details).toEqual([
      expect.objectContaining({ field: 'closesAt', rule: 'isCalendarDate' }),
    ]);
    expect(((await http().get(`/api/jobs/${job.id}`).expect(200)).body as Job).closesAt).toBe('2026-05-31');
    expect(((await patch(job.id, { closesAt: null }).expect(200)).body as Job).closesAt).toBeNull();
  });

  it('takes applications through the closing day and refuses them after with 409 APPLICATION.JOB_CLOSED', async () => {
    const job = (await create({ ...NEW_JOB, closesAt: '2026-06-02' }).expect(201)).body as Job;
    const send = () => apply(t.app, { ...FIELDS, jobId: job.id }, [{ bytes: pdf(), name: 'cv.pdf' }]);

    clock.set(new Date('2026-06-02T21:59:00.000Z'));
    await send().expect(201);

    clock.set(new Date('2026-06-02T22:00:00.000Z'));
    const before = await storedState(t);
    const res = await send().expect(409);
    expect(res.body).toEqual<ErrorEnvelope>({
      statusCode: 409,
      code: 'APPLICATION.JOB_CLOSED',
      message: 'This job no longer takes applications: its closing date is past',
      error: 'Conflict',
    });
    expect(await storedState(t)).toEqual(before);
    // Still shown to visitors, who see that it has closed.
    await http().get(`/api/jobs/${job.id}`).expect(200);
  });
});

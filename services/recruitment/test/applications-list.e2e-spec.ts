import type { ErrorEnvelope, JobApplication, Page } from '@madar/shared';
import request from 'supertest';
import { apply, applicationsPage, call, FIELDS, type Method } from './support';
import { pdf } from './fixtures/resume-files';
import { createTestApp, type TestApp } from './test-app';

const names = (page: Page<JobApplication>) => page.items.map((a) => a.name);

/** The seeded applications, newest first. */
const NEWEST_FIRST = [
  'Mohamed Al-Fitouri',
  'سلمى بن عمران',
  'Khaled Al-Mabrouk',
  'هدى الترهوني',
  'Omar Al-Zawi',
  'Ahmed Al-Werfalli',
  'فاطمة العبيدي',
  'Yousef Ben Ali',
  'Mariam Al-Sharif',
];

describe('recruitment service: GET /api/applications (page, search, filter, order)', () => {
  let t: TestApp;
  const page = (query: string) => applicationsPage(t, `?${query}`);

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('pages newest first, with the total of all matching applications', async () => {
    const first = await page('pageSize=4');

    expect(first).toMatchObject({ total: 9, page: 1, pageSize: 4 });
    expect(names(first)).toEqual(NEWEST_FIRST.slice(0, 4));
    expect(names(await page('pageSize=4&page=2'))).toEqual(NEWEST_FIRST.slice(4, 8));
    expect(names(await page('pageSize=4&page=3'))).toEqual(NEWEST_FIRST.slice(8));
    expect(await page('pageSize=4&page=4')).toEqual({ items: [], total: 9, page: 4, pageSize: 4 });
  });

  it('filters by status and by job, together or alone', async () => {
    expect(names(await page('status=interview'))).toEqual(['Omar Al-Zawi', 'Ahmed Al-Werfalli']);
    expect(names(await page('jobId=it-support-specialist'))).toEqual(['Omar Al-Zawi', 'فاطمة العبيدي']);
    expect(names(await page('jobId=it-support-specialist&status=rejected'))).toEqual(['فاطمة العبيدي']);
    expect((await page('status=accepted&jobId=noc-technician')).total).toBe(0);
  });

  it('searches name, email, position and phone without case, Arabic included', async () => {
    expect(names(await page('search=AL-Z'))).toEqual(['Omar Al-Zawi']);
    expect(names(await page('search=example.org'))).toEqual([
      'Khaled Al-Mabrouk',
      'Ahmed Al-Werfalli',
      'Mariam Al-Sharif',
    ]);
    expect(names(await page(`search=${encodeURIComponent('سلمى')}`))).toEqual(['سلمى بن عمران']);
    expect(names(await page(`search=${encodeURIComponent('سحابية')}`))).toEqual(['هدى الترهوني']);
    expect(names(await page('search=0925551234'))).toEqual(['سلمى بن عمران']);
    expect(names(await page('search=technician&status=in-review'))).toEqual(['Khaled Al-Mabrouk']);
    expect((await page('search=nobody-at-all')).total).toBe(0);
  });

  it('sorts by submission, name, position or status, either way', async () => {
    expect(names(await page('sort=submittedAt:asc'))).toEqual([...NEWEST_FIRST].reverse());
    expect(names(await page('sort=name:asc')).slice(0, 6)).toEqual([
      'Ahmed Al-Werfalli',
      'Khaled Al-Mabrouk',
      'Mariam Al-Sharif',
      'Mohamed Al-Fitouri',
      'Omar Al-Zawi',
      'Yousef Ben Ali',
    ]);
    expect((await page('sort=position:desc')).items[0]?.name).toBe('هدى الترهوني');
    expect((await page('sort=status:asc')).items.map((a) => a.status)).toEqual([
      'accepted',
      'in-review',
      'in-review',
      'interview',
      'interview',
      'new',
      'new',
      'rejected',
      'rejected',
    ]);
  });

  it.each([
    ['an unknown parameter', 'job=noc-technician', 'property job should not exist'],
    ['an unknown sort field', 'sort=email:asc', /^sort must be field:asc or field:desc/],
    ['a malformed sort', 'sort=name:up', /^sort must be/],
    ['a page size of 101', 'pageSize=101', 'pageSize must not be greater than 100'],
    ['a page size that is no number', 'pageSize=ten', /^pageSize must/],
    ['page 0', 'page=0', 'page must not be less than 1'],
    ['an unknown status', 'status=hired', /^status must be one of: new, in-review/],
    ['a search of 101 characters', `search=${'x'.repeat(101)}`, /^search must be shorter/],
    ['a malformed job id', 'jobId=../x', 'jobId must be a job id'],
  ])('refuses %s with 400', async (_name, query, message) => {
    const res = await request(t.app.getHttpServer())
      .get(`/api/applications?${query}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(400);

    expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
    expect((res.body as ErrorEnvelope).message).toEqual(
      expect.arrayContaining([expect.stringMatching(message)]),
    );
  });

  it.each([
    ['patch', '/api/applications/not-a-uuid/status'],
    ['delete', '/api/applications/not-a-uuid'],
    ['get', '/api/applications/12345/resume'],
    ['patch', '/api/applications/5f8c8f66-675a-4b90-a3e4-c6187bd54cc5x/status'],
  ] as [Method, string][])('answers %s %s, an id that is no uuid, with 404', async (method, path) => {
    const res = await call(t.app, method, path)
      .set('Authorization', `Bearer ${t.token}`)
      .send({ status: 'new' })
      .expect(404);

    expect(res.body).toMatchObject({ code: 'APPLICATION.NOT_FOUND' });
  });

  it('lists a new submission first', async () => {
    const { body } = await apply(t.app, { ...FIELDS, name: 'Newest Applicant' }, [
      { bytes: pdf(), name: 'cv.pdf' },
    ]).expect(201);

    const first = await page('pageSize=1');
    expect(first.items.map((a) => a.id)).toEqual([(body as { id: string }).id]);
    expect(first.total).toBe(10);
  });
});

import type { ErrorEnvelope, Job, Page } from '@madar/shared';
import request from 'supertest';
import { createTestApp, type TestApp } from './test-app';

/** The seeded jobs, newest created first. */
const BY_CREATION = [
  'vsat-field-engineer',
  'senior-network-engineer',
  'full-stack-developer',
  'noc-technician',
  'it-support-specialist',
  'security-systems-technician',
];

describe('recruitment service: admin list GET /api/jobs?status=', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const page = async (query: string) =>
    (
      await request(t.app.getHttpServer())
        .get(`/api/jobs?${query}`)
        .set('Authorization', `Bearer ${t.token}`)
        .expect(200)
    ).body as Page<Job>;
  const ids = async (query: string) => (await page(query)).items.map((job) => job.id);

  it('pages every job, newest created first, with the total', async () => {
    const first = await page('status=all&pageSize=4');

    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(first.items.map((job) => job.id)).toEqual(BY_CREATION.slice(0, 4));
    expect(await ids('status=all&pageSize=4&page=2')).toEqual(BY_CREATION.slice(4));
    expect(await page('status=all&pageSize=4&page=3')).toEqual({ items: [], total: 6, page: 3, pageSize: 4 });
  });

  it('filters by publication', async () => {
    expect(await ids('status=draft')).toEqual(['vsat-field-engineer']);
    expect(await ids('status=published')).toEqual(BY_CREATION.slice(1));
  });

  it('searches title, department and location in both languages, without case', async () => {
    expect(await ids('status=all&search=NETWORK')).toEqual(['senior-network-engineer', 'noc-technician']);
    expect(await ids(`status=all&search=${encodeURIComponent('الشبكة')}`)).toEqual(['noc-technician']);
    expect(await ids(`status=all&search=${encodeURIComponent('بنغازي')}`)).toEqual([
      'vsat-field-engineer',
      'noc-technician',
      'it-support-specialist',
    ]);
    expect(await ids(`status=published&search=${encodeURIComponent('  بنغازي ')}`)).toEqual([
      'noc-technician',
      'it-support-specialist',
    ]);
    expect((await page('status=all&search=astronaut')).total).toBe(0);
  });

  it('sorts by creation, update or application count, either way', async () => {
    expect(await ids('status=all&sort=createdAt:asc')).toEqual([...BY_CREATION].reverse());
    expect((await ids('status=all&sort=updatedAt:desc'))[0]).toBe('vsat-field-engineer');
    // Ties break by id in the order's direction.
    expect(await ids('status=all&sort=applications:desc')).toEqual([
      'security-systems-technician',
      'it-support-specialist',
      'senior-network-engineer',
      'noc-technician',
      'full-stack-developer',
      'vsat-field-engineer',
    ]);
    const counts = (await page('status=all&sort=applications:asc')).items.map((job) => job.applications);
    expect(counts).toEqual([0, 1, 1, 1, 2, 2]);
  });

  it.each([
    ['an unknown parameter', 'status=all&stauts=all', 'property stauts should not exist'],
    ['an unknown sort field', 'status=all&sort=title:asc', /^sort must be field:asc or field:desc/],
    ['a sort without direction', 'status=all&sort=createdAt', /^sort must be/],
    ['a page size of 101', 'status=all&pageSize=101', 'pageSize must not be greater than 100'],
    ['a page size of 0', 'status=all&pageSize=0', 'pageSize must not be less than 1'],
    ['page 0', 'status=all&page=0', 'page must not be less than 1'],
    ['a search of 101 characters', `status=all&search=${'x'.repeat(101)}`, /^search must be shorter/],
  ])('refuses %s with 400', async (_name, query, message) => {
    const res = await request(t.app.getHttpServer())
      .get(`/api/jobs?${query}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(400);

    expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
    expect((res.body as ErrorEnvelope).message).toEqual(
      expect.arrayContaining([expect.stringMatching(message)]),
    );
  });
});

import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { ClientBrief, Page } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import { createTestApp } from './test-app';

const NOW = new Date('2026-06-01T12:00:00.000Z');

const brief = (companyName: string, extra: Record<string, string> = {}) => ({
  companyName,
  industry: 'Telecom',
  contactName: 'Huda Zlitni',
  email: 'huda@example.ly',
  projectType: 'networking',
  description: 'A new backbone.',
  goals: 'Uptime.',
  ...extra,
});

describe('inquiries: GET /api/briefs pages, searches, filters and sorts; export and weekly', () => {
  let app: INestApplication<App>;
  let token: string;
  const clock = new FixedClock(NOW);
  const get = (path: string) =>
    request(app.getHttpServer()).get(path).set('Authorization', `Bearer ${token}`);
  const page = async (query: string) =>
    (await get(`/api/briefs?${query}`).expect(200)).body as Page<ClientBrief>;

  beforeAll(async () => {
    let signer;
    ({ app, signer } = await createTestApp({ clock, env: { SEED_DEMO_DATA: 'false' } }));
    token = await signer.sign();
    const names = ['Alpha Oil', 'Beta Bank', 'Gamma Ports', 'شركة دلتا', '=HYPERLINK("x","Epsilon")'];
    for (const [index, name] of names.entries()) {
      clock.set(new Date(NOW.getTime() + index * 60_000));
      const res = await request(app.getHttpServer()).post('/api/briefs').send(brief(name)).expect(201);
      if (index % 2 === 0) {
        await request(app.getHttpServer())
          .patch(`/api/briefs/${(res.body as { id: string }).id}/status`)
          .set('Authorization', `Bearer ${token}`)
          .send({ status: 'completed' })
          .expect(200);
      }
    }
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers one page with the total, newest first by default', async () => {
    const first = await page('pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((b) => b.companyName)).toEqual(['=HYPERLINK("x","Epsilon")', 'شركة دلتا']);
    const third = await page('pageSize=2&page=3');
    expect(third.items.map((b) => b.companyName)).toEqual(['Alpha Oil']);
    expect((await page('page=9')).items).toEqual([]);
  });

  it('searches without case, in Arabic too, and filters by status', async () => {
    expect((await page('search=BETA')).items.map((b) => b.companyName)).toEqual(['Beta Bank']);
    expect((await page(`search=${encodeURIComponent('دلتا')}`)).total).toBe(1);
    expect((await page('status=completed')).items.map((b) => b.companyName)).toEqual([
      '=HYPERLINK("x","Epsilon")',
      'Gamma Ports',
      'Alpha Oil',
    ]);
    expect((await page('status=completed&search=gamma')).total).toBe(1);
  });

  it('sorts by an allowed field in either direction', async () => {
    const names = (await page('sort=companyName:asc')).items.map((b) => b.companyName);
    expect(names.slice(0, 3)).toEqual(['=HYPERLINK("x","Epsilon")', 'Alpha Oil', 'Beta Bank']);
    expect((await page('sort=submittedAt:asc')).items[0]?.companyName).toBe('Alpha Oil');
  });

  it.each([
    ['an unknown parameter', 'foo=1'],
    ['a page size over 100', 'pageSize=101'],
    ['page 0', 'page=0'],
    ['a page that is not a number', 'page=two'],
    ['an unknown sort field', 'sort=email:asc'],
    ['a sort without direction', 'sort=companyName'],
    ['an unknown status', 'status=archived'],
    ['a search over 100 characters', `search=${'x'.repeat(101)}`],
  ])('refuses %s with a 400 in the envelope', async (_case, query) => {
    const res = await get(`/api/briefs?${query}`).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
  });

  it('exports every matching brief as CSV, not one page, with formulas neutralised', async () => {
    const res = await get('/api/briefs/export?status=completed&sort=companyName:asc&lang=ar').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="client-briefs.csv"/);
    const text = res.text.replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^الشركة,القطاع/);
    expect(lines).toHaveLength(4);
    // A cell a spreadsheet would run as a formula starts with an apostrophe instead.
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x"",""Epsilon""\)",/);
    expect(lines[1]).toContain('مكتمل');
    expect(lines[2]).toMatch(/^Alpha Oil,/);
  });

  it('refuses the export and the weekly counts without a token', async () => {
    await request(app.getHttpServer()).get('/api/briefs/export').expect(401);
    await request(app.getHttpServer()).get('/api/briefs/weekly').expect(401);
  });

  it('counts briefs per seven-day window for the chart', async () => {
    clock.set(NOW);
    const res = await get('/api/briefs/weekly?weeks=2').expect(200);
    expect(res.body).toEqual([
      { start: new Date(NOW.getTime() - 14 * 86_400_000).toISOString(), count: 0 },
      // The first brief arrived at exactly NOW: the newest window includes "now".
      { start: new Date(NOW.getTime() - 7 * 86_400_000).toISOString(), count: 1 },
    ]);
    clock.set(new Date(NOW.getTime() + 3_600_000));
    const weeks = (await get('/api/briefs/weekly').expect(200)).body as { count: number }[];
    expect(weeks).toHaveLength(8);
    expect(weeks.at(-1)?.count).toBe(5);
    await get('/api/briefs/weekly?weeks=27').expect(400);
  });

  it('answers 404 for an id that is not a uuid, never a 500', async () => {
    await get('/api/briefs/not-a-uuid').expect(404);
    const res = await request(app.getHttpServer())
      .patch('/api/briefs/not-a-uuid/status')
      .set('Authorization', `Bearer ${token}`)
      .send({ status: 'new' })
      .expect(404);
    expect(res.body).toMatchObject({ code: 'BRIEF.NOT_FOUND' });
  });
});

describe('inquiries: memory mode past its byte cap', () => {
  let app: INestApplication<App>;

  beforeAll(async () => {
    ({ app } = await createTestApp({ env: { SEED_DEMO_DATA: 'false', MEMORY_STORE_MAX_MB: '1' } }));
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses a submission with 503 STORAGE.FULL and answers on', async () => {
    const big = (n: number) =>
      brief(`Company ${n}`, { description: 'x'.repeat(4900), goals: 'y'.repeat(4900) });
    let status = 201;
    let sent = 0;
    while (status === 201 && sent < 200) {
      const res = await request(app.getHttpServer()).post('/api/briefs').send(big(sent));
      status = res.status;
      sent += 1;
      if (status !== 201) {
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ statusCode: 503, code: 'STORAGE.FULL' });
      }
    }
    expect(status).toBe(503);
    expect(sent).toBeGreaterThan(10);
    await request(app.getHttpServer()).get('/health').expect(200);
    await request(app.getHttpServer())
      .post('/api/newsletter')
      .send({ email: 'still@example.ly' })
      .expect(201);
  });
});

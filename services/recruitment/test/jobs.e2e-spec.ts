import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { ErrorEnvelope, Job, Page } from '@madar/shared';
import { createTestSigner, type TestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const DRAFT_ID = 'vsat-field-engineer';

const ids = (body: unknown) => (body as Job[]).map((job) => job.id);

/** The same token with one character of its signature changed. */
function tamper(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.slice(-1)}`;
}

describe('recruitment service: /api/jobs', () => {
  let app: INestApplication<App>;
  let close: () => Promise<void>;
  let signer: TestSigner;

  beforeAll(async () => {
    ({ app, signer, close } = await createTestApp());
  });

  afterAll(async () => {
    await close();
  });

  describe('public list', () => {
    it('lists published jobs only, newest first', async () => {
      const res = await request(app.getHttpServer()).get('/api/jobs').expect(200);

      const jobs = res.body as Job[];
      expect(jobs.length).toBeGreaterThanOrEqual(4);
      expect(ids(jobs)).not.toContain(DRAFT_ID);
      expect(jobs.every((job) => job.published && job.publishedAt !== null)).toBe(true);
      const dates = jobs.map((job) => job.publishedAt ?? '');
      expect(dates).toEqual([...dates].sort().reverse());
      expect(res.headers['cache-control']).toBe('public, no-cache');
    });

    it('answers a revalidation with the same ETag by 304', async () => {
      for (const path of ['/api/jobs', '/api/jobs/noc-technician']) {
        const first = await request(app.getHttpServer()).get(path).expect(200);
        const etag = first.headers.etag as string;
        expect(etag).toBeTruthy();

        await request(app.getHttpServer()).get(path).set('If-None-Match', etag).expect(304);
      }
    });

    it('ignores a token when drafts are not asked for', async () => {
      const res = await request(app.getHttpServer())
        .get('/api/jobs')
        .set('Authorization', 'Bearer not-a-token')
        .expect(200);

      expect(ids(res.body)).not.toContain(DRAFT_ID);
    });

    it('rejects an unknown status with a 400 envelope', async () => {
      const res = await request(app.getHttpServer()).get('/api/jobs?status=bogus').expect(400);

      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', error: 'Bad Request' });
      expect((res.body as ErrorEnvelope).message).toEqual([
        'status must be one of: all, published, scheduled, draft',
      ]);
    });

    it('rejects an empty status', async () => {
      await request(app.getHttpServer()).get('/api/jobs?status=').expect(400);
    });

    it.each(['?page=2', '?search=noc', '?sort=createdAt:asc', '?pageSize=5'])(
      'rejects the admin list parameter %s without status',
      async (query) => {
        const res = await request(app.getHttpServer()).get(`/api/jobs${query}`).expect(400);

        expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
      },
    );

    it('rejects a query parameter it does not know', async () => {
      const res = await request(app.getHttpServer()).get('/api/jobs?stauts=all').expect(400);

      expect(res.body).toMatchObject({
        code: 'VALIDATION.FAILED',
        message: ['property stauts should not exist'],
      });
    });
  });

  describe('admin list (?status=all)', () => {
    it('requires a token', async () => {
      const res = await request(app.getHttpServer()).get('/api/jobs?status=all').expect(401);

      expect(res.body).toEqual<ErrorEnvelope>({
        statusCode: 401,
        code: 'AUTH.TOKEN_MISSING',
        message: 'Authentication required',
        error: 'Unauthorized',
      });
      expect(res.headers['cache-control']).toBeUndefined();
    });

    it('refuses a tampered token', async () => {
      const token = tamper(await signer.sign());

      const res = await request(app.getHttpServer())
        .get('/api/jobs?status=all')
        .set('Authorization', `Bearer ${token}`)
        .expect(401);

      expect(res.body).toMatchObject({ code: 'AUTH.TOKEN_INVALID' });
    });

    it('refuses a token signed with another key', async () => {
      const stranger = await createTestSigner();

      await request(app.getHttpServer())
        .get('/api/jobs?status=all')
        .set('Authorization', `Bearer ${await stranger.sign()}`)
        .expect(401);
    });

    it('refuses an expired token', async () => {
      const token = await signer.sign({}, Math.floor(Date.now() / 1000) - 60);

      await request(app.getHttpServer())
        .get('/api/jobs?status=all')
        .set('Authorization', `Bearer ${token}`)
        .expect(401);
    });

    it.each(['published', 'draft'])('requires a token for status=%s too', async (status) => {
      await request(app.getHttpServer()).get(`/api/jobs?status=${status}`).expect(401);
    });

    it('includes drafts for a valid admin token, as one page, and is never cached', async () => {
      const res = await request(app.getHttpServer())
        .get('/api/jobs?status=all')
        .set('Authorization', `Bearer ${await signer.sign()}`)
        .expect(200);

      const page = res.body as Page<Job>;
      expect(page).toMatchObject({ page: 1, pageSize: 20, total: page.items.length });
      const jobs = page.items;
      expect(ids(jobs)).toContain(DRAFT_ID);
      expect(jobs.find((job) => job.id === DRAFT_ID)).toMatchObject({ published: false, publishedAt: null });
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('lists every public job too', async () => {
      const publicIds = ids((await request(app.getHttpServer()).get('/api/jobs').expect(200)).body);
      const res = await request(app.getHttpServer())
        .get('/api/jobs?status=all')
        .set('Authorization', `Bearer ${await signer.sign()}`)
        .expect(200);

      const { items } = res.body as Page<Job>;
      expect(ids(items)).toEqual(expect.arrayContaining(publicIds));
      expect(ids(items)).toHaveLength(publicIds.length + 1);
    });
  });

  describe('one job', () => {
    it('returns a published job', async () => {
      const res = await request(app.getHttpServer()).get('/api/jobs/senior-network-engineer').expect(200);

      const job = res.body as Job;
      expect(job.title).toEqual({ en: 'Senior Network Engineer', ar: 'مهندس شبكات أول' });
      expect(job.location.en).toBe('Tripoli');
      expect(job.applications).toBe(1); // one seeded application
    });

    it('hides a draft behind a 404', async () => {
      const res = await request(app.getHttpServer())
        .get(`/api/jobs/${DRAFT_ID}`)
        .set('Authorization', `Bearer ${await signer.sign()}`)
        .expect(404);

      expect(res.body).toEqual<ErrorEnvelope>({
        statusCode: 404,
        code: 'JOB.NOT_FOUND',
        message: 'Job not found',
        error: 'Not Found',
      });
    });

    it('shows a draft to an admin asking with status=all, never cached, and asks a token for it', async () => {
      const res = await request(app.getHttpServer())
        .get(`/api/jobs/${DRAFT_ID}?status=all`)
        .set('Authorization', `Bearer ${await signer.sign()}`)
        .expect(200);

      expect(res.body).toMatchObject({ id: DRAFT_ID, published: false, closesAt: null });
      expect(res.headers['cache-control']).toBe('private, no-store');
      await request(app.getHttpServer()).get(`/api/jobs/${DRAFT_ID}?status=all`).expect(401);
    });

    it.each(['status=draft', 'status=', 'lang=ar'])(
      'refuses the query %s on one job with a 400 envelope',
      async (q) => {
        const res = await request(app.getHttpServer()).get(`/api/jobs/noc-technician?${q}`).expect(400);

        expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
      },
    );

    it.each(['chief-astronaut', '00000000-0000-4000-8000-000000000000', 'a%20b', '%00', 'x'.repeat(300)])(
      'answers the id %s with a 404 envelope',
      async (id) => {
        const res = await request(app.getHttpServer()).get(`/api/jobs/${id}`).expect(404);

        expect(res.body).toMatchObject({ statusCode: 404, code: 'JOB.NOT_FOUND', message: 'Job not found' });
      },
    );
  });
});

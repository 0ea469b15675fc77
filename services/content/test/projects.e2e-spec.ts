import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import {
  type ErrorEnvelope,
  PROJECT_CATEGORIES,
  PROJECT_SUMMARY_FIELDS,
  type Project,
  type ProjectSummary,
} from '@madar/shared';
import { ARABIC, filled } from './copy-checks';
import { createTestApp } from './test-app';

const KNOWN_ID = 'benghazi-university-hospital-network';

const dates = (body: unknown) => (body as ProjectSummary[]).map((p) => p.date);

describe('content service: /api/projects', () => {
  let app: INestApplication<App>;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('list', () => {
    it('lists every project newest first, publicly cacheable', async () => {
      const res = await request(app.getHttpServer()).get('/api/projects').expect(200);

      const projects = res.body as ProjectSummary[];
      expect(projects.length).toBeGreaterThanOrEqual(9);
      expect(new Set(projects.map((p) => p.category))).toEqual(new Set(PROJECT_CATEGORIES));
      expect(dates(projects)).toEqual([...dates(projects)].sort().reverse());
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers.etag).toBeDefined();
    });

    it('lists cards: a summary of each project, the story and testimonial only on the detail route', async () => {
      const res = await request(app.getHttpServer()).get('/api/projects').expect(200);

      for (const summary of res.body as ProjectSummary[]) {
        expect(Object.keys(summary).sort()).toEqual([...PROJECT_SUMMARY_FIELDS].sort());
        const detail = await request(app.getHttpServer()).get(`/api/projects/${summary.id}`).expect(200);
        expect(detail.body).toMatchObject(summary);
      }
    });

    it('gives every project its copy in both languages, Arabic in Arabic script', async () => {
      const res = await request(app.getHttpServer()).get('/api/projects').expect(200);

      for (const { id } of res.body as ProjectSummary[]) {
        const project = (await request(app.getHttpServer()).get(`/api/projects/${id}`).expect(200))
          .body as Project;
        const texts = [
          project.title,
          project.description,
          project.client,
          project.duration,
          project.challenge,
          project.solution,
          project.results,
        ];
        expect(texts.every(filled)).toBe(true);
        for (const text of texts) expect(text.ar).toMatch(ARABIC);
        expect(project.image).toBe(`/images/projects/${project.id}.svg`);
        expect(project.technologies.length).toBeGreaterThan(0);
        expect(typeof project.featured).toBe('boolean');
        expect(project.testimonial?.author).toEqual(expect.any(String));
        expect(filled(project.testimonial?.quote ?? { en: '', ar: '' })).toBe(true);
      }
    });

    it.each(PROJECT_CATEGORIES.map((c) => [c]))(
      'lists only the %s projects, newest first',
      async (category) => {
        const res = await request(app.getHttpServer()).get(`/api/projects?category=${category}`).expect(200);

        const projects = res.body as ProjectSummary[];
        expect(projects.length).toBeGreaterThan(0);
        expect(projects.every((p) => p.category === category)).toBe(true);
        expect(dates(projects)).toEqual([...dates(projects)].sort().reverse());
        expect(res.headers['cache-control']).toBe('public, max-age=60');
      },
    );

    it('has two projects in it-infrastructure and in networking, for related-project lists', async () => {
      for (const category of ['it-infrastructure', 'networking']) {
        const res = await request(app.getHttpServer()).get(`/api/projects?category=${category}`).expect(200);
        expect((res.body as ProjectSummary[]).length).toBeGreaterThanOrEqual(2);
      }
    });

    it('rejects a category the company does not have with a 400 envelope', async () => {
      const res = await request(app.getHttpServer()).get('/api/projects?category=cloud').expect(400);

      expect(res.body).toEqual<ErrorEnvelope>({
        statusCode: 400,
        code: 'VALIDATION.FAILED',
        message: [`category must be one of the following values: ${PROJECT_CATEGORIES.join(', ')}`],
        error: 'Bad Request',
        details: [{ field: 'category', rule: 'isIn', params: { values: [...PROJECT_CATEGORIES] } }],
      });
      expect(res.headers['cache-control']).toBeUndefined();
    });

    it.each([['all'], [''], ['Networking'], ['networking&category=consulting']])(
      'rejects category=%s',
      async (value) => {
        const res = await request(app.getHttpServer()).get(`/api/projects?category=${value}`).expect(400);

        expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
      },
    );

    it('rejects a query parameter it does not know', async () => {
      const res = await request(app.getHttpServer()).get('/api/projects?categroy=networking').expect(400);

      expect(res.body).toMatchObject({
        code: 'VALIDATION.FAILED',
        message: ['property categroy should not exist'],
      });
    });

    it('answers a repeated request carrying its ETag with 304 and no body', async () => {
      const first = await request(app.getHttpServer()).get('/api/projects?category=networking').expect(200);
      const etag = first.headers.etag as string;

      const again = await request(app.getHttpServer())
        .get('/api/projects?category=networking')
        .set('If-None-Match', etag)
        .expect(304);

      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
    });
  });

  describe('one project', () => {
    it('returns a project by id', async () => {
      const res = await request(app.getHttpServer()).get(`/api/projects/${KNOWN_ID}`).expect(200);

      const project = res.body as Project;
      expect(project.id).toBe(KNOWN_ID);
      expect(project.category).toBe('networking');
      expect(project.client).toEqual({
        en: 'Al-Noor University Hospital, Benghazi',
        ar: 'مستشفى النور الجامعي، بنغازي',
      });
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });

    it('answers a repeated request carrying its ETag with 304', async () => {
      const first = await request(app.getHttpServer()).get(`/api/projects/${KNOWN_ID}`).expect(200);

      await request(app.getHttpServer())
        .get(`/api/projects/${KNOWN_ID}`)
        .set('If-None-Match', first.headers.etag as string)
        .expect(304);
    });

    it.each([['tripoli-metro'], ['__proto__'], ['networking']])(
      'answers the unknown id %s with a 404 envelope that is not cached',
      async (id) => {
        const res = await request(app.getHttpServer()).get(`/api/projects/${id}`).expect(404);

        expect(res.body).toEqual<ErrorEnvelope>({
          statusCode: 404,
          code: 'PROJECT.NOT_FOUND',
          message: 'Project not found',
          error: 'Not Found',
        });
        expect(res.headers['cache-control']).toBeUndefined();
      },
    );
  });
});

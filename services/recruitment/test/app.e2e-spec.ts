import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp } from './test-app';

describe('recruitment service: health and OpenAPI', () => {
  let app: INestApplication<App>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await createTestApp());
  });

  afterAll(async () => {
    await close();
  });

  it('reports itself healthy', async () => {
    const res = await request(app.getHttpServer()).get('/health').expect(200);

    expect(res.body).toEqual({ status: 'ok', service: 'recruitment' });
  });

  it('is ready at once in memory mode, with nothing to wait for', async () => {
    const res = await request(app.getHttpServer()).get('/health/ready').expect(200);

    expect(res.body).toEqual({ status: 'ok', service: 'recruitment', checks: {} });
  });

  it('publishes an OpenAPI document with the jobs and applications paths', async () => {
    const res = await request(app.getHttpServer()).get('/openapi.json').expect(200);

    const doc = res.body as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/jobs',
        '/api/jobs/{id}',
        '/api/applications',
        '/api/applications/stats',
        '/api/applications/weekly',
        '/api/applications/export',
        '/api/applications/activity',
        '/api/applications/{id}/status',
        '/api/applications/{id}',
        '/api/applications/{id}/resume',
        '/health',
      ]),
    );
    expect(doc.paths['/api/jobs']?.get?.parameters?.map((p) => p.name).sort()).toEqual(
      ['page', 'pageSize', 'search', 'sort', 'status'].sort(),
    );
    expect(doc.paths['/api/applications']?.get?.parameters?.map((p) => p.name).sort()).toEqual(
      ['assignee', 'jobId', 'page', 'pageSize', 'search', 'sort', 'status'].sort(),
    );
    expect(Object.keys(doc.paths['/api/jobs'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/api/jobs/{id}'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    );
  });

  it('documents the application form as multipart with the resume file and its refusals', async () => {
    const res = await request(app.getHttpServer()).get('/openapi.json').expect(200);

    const doc = res.body as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const post = doc.paths['/api/applications']?.post;
    expect(post?.requestBody).toEqual({
      required: true,
      content: { 'multipart/form-data': { schema: { $ref: '#/components/schemas/ApplicationFormDto' } } },
    });
    expect(doc.components.schemas.ApplicationFormDto?.properties.resume).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '413', '415', '429', '503']),
    );
  });
});

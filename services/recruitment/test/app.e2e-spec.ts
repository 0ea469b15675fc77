import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp } from './test-app';

describe('recruitment service: health and OpenAPI', () => {
  let app: INestApplication<App>;

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });

  afterAll(async () => {
    await app.close();
  });

  it('reports itself healthy', async () => {
    const res = await request(app.getHttpServer()).get('/health').expect(200);

    expect(res.body).toEqual({ status: 'ok', service: 'recruitment' });
  });

  it('publishes an OpenAPI document with the jobs paths', async () => {
    const res = await request(app.getHttpServer()).get('/openapi.json').expect(200);

    const doc = res.body as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/jobs', '/api/jobs/{id}', '/health']),
    );
    expect(doc.paths['/api/jobs']?.get?.parameters?.map((p) => p.name)).toEqual(['status']);
  });
});

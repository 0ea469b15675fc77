import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp } from './test-app';

describe('content service: health and OpenAPI', () => {
  let app: INestApplication<App>;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('reports itself healthy', async () => {
    const res = await request(app.getHttpServer()).get('/health').expect(200);

    expect(res.body).toEqual({ status: 'ok', service: 'content' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('publishes an OpenAPI document with the services paths', async () => {
    const res = await request(app.getHttpServer()).get('/openapi.json').expect(200);

    const doc = res.body as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: object };
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/services', '/api/services/{id}', '/health']),
    );
    expect(doc.components.schemas).toHaveProperty('ServiceDto');
  });
});

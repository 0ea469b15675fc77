import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { ConfigError } from '@madar/shared/node';
import { loadInquiriesConfig } from '../src/config';
import { createTestApp } from './test-app';

describe('inquiries: health, OpenAPI and config', () => {
  let app: INestApplication<App>;

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });

  afterAll(async () => {
    await app.close();
  });

  it('reports itself healthy', async () => {
    const res = await request(app.getHttpServer()).get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', service: 'inquiries' });
  });

  it('publishes an OpenAPI document with the briefs routes', async () => {
    const res = await request(app.getHttpServer()).get('/openapi.json').expect(200);
    const doc = res.body as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: object };
    };
    expect(Object.keys(doc.paths['/api/briefs'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(doc.components.schemas).toHaveProperty('CreateBriefDto');
    expect(doc.components.schemas).toHaveProperty('BriefDto');
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await request(app.getHttpServer()).get('/api/nope').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'ROUTE.NOT_FOUND' });
  });

  it('refuses to start without AUTH_JWKS_URL', () => {
    expect(() => loadInquiriesConfig({})).toThrow(ConfigError);
    expect(() => loadInquiriesConfig({})).toThrow(/AUTH_JWKS_URL is missing/);
  });

  it('reads the documented defaults', () => {
    expect(loadInquiriesConfig({ AUTH_JWKS_URL: 'http://auth:3001/api/auth/jwks' })).toEqual({
      port: 3004,
      logLevel: 'info',
      latency: { readMs: 500, writeMs: 1000 },
      verification: {
        jwksUrl: 'http://auth:3001/api/auth/jwks',
        issuer: 'madar-auth',
        audience: 'madar-admin',
      },
    });
  });
});

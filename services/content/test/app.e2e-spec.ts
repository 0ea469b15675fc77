import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import {
  BLOG_POST_SUMMARY_FIELDS,
  PROJECT_CATEGORIES,
  PROJECT_SUMMARY_FIELDS,
  SERVICE_SUMMARY_FIELDS,
} from '@madar/shared';
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

  it('publishes an OpenAPI document with every public content path', async () => {
    const res = await request(app.getHttpServer()).get('/openapi.json').expect(200);

    const doc = res.body as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: object };
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/services',
        '/api/services/{id}',
        '/api/projects',
        '/api/projects/{id}',
        '/api/testimonials',
        '/api/statistics',
        '/api/team',
        '/api/timeline',
        '/health',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'ServiceDto',
        'ServiceSummaryDto',
        'ProjectDto',
        'ProjectSummaryDto',
        'ProjectTestimonialDto',
        'TestimonialDto',
        'StatisticDto',
        'TeamMemberDto',
        'TimelineEntryDto',
        'ErrorEnvelopeDto',
      ]),
    );
  });

  it('documents the projects filter and its error envelopes', async () => {
    const res = await request(app.getHttpServer()).get('/openapi.json').expect(200);

    interface Operation {
      parameters: { name: string; in: string; schema: { enum?: string[] } }[];
      responses: Record<string, { content: { 'application/json': { schema: { $ref?: string } } } }>;
    }
    const paths = (res.body as { paths: Record<string, { get: Operation }> }).paths;
    const list = paths['/api/projects']?.get;
    const one = paths['/api/projects/{id}']?.get;
    const envelope = { $ref: '#/components/schemas/ErrorEnvelopeDto' };

    expect(list?.parameters).toEqual([
      expect.objectContaining({
        name: 'category',
        in: 'query',
        schema: expect.objectContaining({ enum: [...PROJECT_CATEGORIES] }),
      }),
    ]);
    expect(list?.responses['400']?.content['application/json'].schema).toEqual(envelope);
    expect(one?.responses['404']?.content['application/json'].schema).toEqual(envelope);
  });

  it('documents the lists as card summaries and the detail routes in full', async () => {
    const res = await request(app.getHttpServer()).get('/openapi.json').expect(200);

    interface Schema {
      $ref?: string;
      items?: Schema;
      properties?: Record<string, unknown>;
    }
    const doc = res.body as {
      paths: Record<
        string,
        { get: { responses: { 200: { content: { 'application/json': { schema: Schema } } } } } }
      >;
      components: { schemas: Record<string, Schema> };
    };
    const ok = (path: string) => doc.paths[path]?.get.responses[200].content['application/json'].schema;
    const fields = (name: string) => Object.keys(doc.components.schemas[name]?.properties ?? {}).sort();

    expect(ok('/api/services')?.items?.$ref).toBe('#/components/schemas/ServiceSummaryDto');
    expect(ok('/api/services/{id}')?.$ref).toBe('#/components/schemas/ServiceDto');
    expect(ok('/api/projects')?.items?.$ref).toBe('#/components/schemas/ProjectSummaryDto');
    expect(ok('/api/projects/{id}')?.$ref).toBe('#/components/schemas/ProjectDto');
    expect(fields('ServiceSummaryDto')).toEqual([...SERVICE_SUMMARY_FIELDS].sort());
    expect(fields('ProjectSummaryDto')).toEqual([...PROJECT_SUMMARY_FIELDS].sort());
    expect(fields('BlogPostSummaryDto')).toEqual([...BLOG_POST_SUMMARY_FIELDS].sort());
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('publishes an OpenAPI document with the jobs and applications paths', async () => {
    const res = await request(app.getHttpServer()).get('/openapi.json').expect(200);

    const doc = res.body as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/jobs',
        '/api/jobs/{id}',
        '/api/applications',
        '/api/applications/stats',
        '/api/applications/activity',
        '/api/applications/{id}/status',
        '/api/applications/{id}',
        '/api/applications/{id}/resume',
        '/health',
      ]),
    );
    expect(doc.paths['/api/jobs']?.get?.parameters?.map((p) => p.name)).toEqual(['status']);
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
      expect.arrayContaining(['201', '400', '413', '415', '429']),
    );
  });

  it('refuses to start when RESUME_DIR cannot be written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'madar-recruitment-boot-'));
    await writeFile(join(dir, 'not-a-folder'), '');
    try {
      await expect(
        createTestApp({ env: { RESUME_DIR: join(dir, 'not-a-folder', 'resumes') } }),
      ).rejects.toThrow(/RESUME_DIR .* is not a writable folder/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import {
  type ErrorEnvelope,
  type LocalizedText,
  type Service,
  SERVICE_IDS,
  SERVICE_SUMMARY_FIELDS,
  type ServiceSummary,
} from '@madar/shared';
import { createTestApp } from './test-app';

const filled = (text: LocalizedText) => text.en.trim().length > 0 && text.ar.trim().length > 0;

describe('content service: /api/services', () => {
  let app: INestApplication<App>;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists exactly the seven services in display order', async () => {
    const res = await request(app.getHttpServer()).get('/api/services').expect(200);

    const services = res.body as ServiceSummary[];
    expect(services.map((s) => s.id)).toEqual([...SERVICE_IDS]);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('lists summaries: what the cards show, the process and FAQs only on the detail route', async () => {
    const res = await request(app.getHttpServer()).get('/api/services').expect(200);

    for (const summary of res.body as ServiceSummary[]) {
      expect(Object.keys(summary).sort()).toEqual([...SERVICE_SUMMARY_FIELDS].sort());
      const detail = await request(app.getHttpServer()).get(`/api/services/${summary.id}`).expect(200);
      expect(detail.body).toMatchObject(summary);
    }
  });

  it('gives every service its copy in both languages', async () => {
    for (const id of SERVICE_IDS) {
      const res = await request(app.getHttpServer()).get(`/api/services/${id}`).expect(200);
      const service = res.body as Service;
      expect(filled(service.title)).toBe(true);
      expect(filled(service.description)).toBe(true);
      expect(service.features.length).toBeGreaterThan(0);
      expect(service.features.every(filled)).toBe(true);
      expect(service.process.length).toBeGreaterThan(0);
      expect(service.process.every((step) => filled(step.title) && filled(step.description))).toBe(true);
      expect(service.faqs.length).toBeGreaterThan(0);
      expect(service.faqs.every((faq) => filled(faq.question) && filled(faq.answer))).toBe(true);
    }
  });

  it('returns one service by id', async () => {
    const res = await request(app.getHttpServer()).get('/api/services/networking').expect(200);

    const service = res.body as Service;
    expect(service.id).toBe('networking');
    expect(service.icon).toBe('network-wired');
    expect(service.title).toEqual({ en: 'Networking', ar: 'الشبكات' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers an unknown id with a 404 envelope that is not cached', async () => {
    const res = await request(app.getHttpServer()).get('/api/services/cloud-hosting').expect(404);

    expect(res.body).toEqual<ErrorEnvelope>({
      statusCode: 404,
      code: 'SERVICE.NOT_FOUND',
      message: 'Service not found',
      error: 'Not Found',
    });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('answers an unknown route with the route-not-found envelope', async () => {
    const res = await request(app.getHttpServer()).get('/api/nothing-here').expect(404);

    expect(res.body).toMatchObject({ statusCode: 404, code: 'ROUTE.NOT_FOUND' });
  });
});

import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { ConfigError } from '@madar/shared/node';
import { DEFAULT_MAIL_COMPANY } from '@madar/shared/mail';
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

  it('publishes an OpenAPI document with every route, its models and its errors', async () => {
    const res = await request(app.getHttpServer()).get('/openapi.json').expect(200);
    const doc = res.body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: object };
    };
    const methods = (path: string) => Object.keys(doc.paths[path] ?? {}).sort();
    expect(methods('/api/briefs')).toEqual(['get', 'post']);
    expect(methods('/api/briefs/stats')).toEqual(['get']);
    expect(methods('/api/briefs/activity')).toEqual(['get']);
    expect(methods('/api/briefs/{id}/status')).toEqual(['patch']);
    expect(methods('/api/briefs/{id}')).toEqual(['delete', 'get']);
    expect(methods('/api/contact')).toEqual(['get', 'post']);
    // Follow-up, the same under each kind of lead.
    for (const kind of ['briefs', 'contact']) {
      expect(methods(`/api/${kind}/{id}/notes`)).toEqual(['post']);
      expect(methods(`/api/${kind}/{id}/assignee`)).toEqual(['patch']);
      expect(methods(`/api/${kind}/{id}/replies`)).toEqual(['post']);
      expect(methods(`/api/${kind}/bulk`)).toEqual(['post']);
    }
    expect(methods('/api/contact/{id}')).toEqual(['delete', 'get']);
    expect(methods('/api/contact/{id}/status')).toEqual(['patch']);
    expect(methods('/api/newsletter')).toEqual(['post']);
    expect(methods('/api/newsletter/count')).toEqual(['get']);
    for (const schema of [
      'CreateBriefDto',
      'BriefDto',
      'UpdateBriefStatusDto',
      'StatSummaryDto',
      'ActivityItemDto',
      'CreateContactMessageDto',
      'ContactMessageDto',
      'BriefDetailDto',
      'ContactMessageDetailDto',
      'LeadNoteDto',
      'LeadAssigneeDto',
      'BriefBulkRequestDto',
      'ContactMessageBulkRequestDto',
      'SubscribeDto',
      'NewsletterResultDto',
      'NewsletterCountDto',
      'ErrorEnvelopeDto',
    ]) {
      expect(doc.components.schemas).toHaveProperty(schema);
    }
    for (const path of ['/api/briefs', '/api/contact', '/api/newsletter']) {
      expect(Object.keys(doc.paths[path]?.post?.responses ?? {})).toEqual(
        expect.arrayContaining(['201', '400', '429']),
      );
    }
    expect(Object.keys(doc.paths['/api/briefs/{id}/status']?.patch?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '404']),
    );
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
        maxLifetimeSeconds: 604_800,
      },
      publicWriteRateLimit: 10,
      publicOrigin: 'http://localhost:8080',
      spamMinFillMs: 3000,
      data: {
        databaseUrl: undefined,
        databasePoolMax: 4,
        databaseConnectTimeoutMs: 1500,
        redisUrl: undefined,
        redisSentinel: undefined,
        seedDemoData: false,
        migrateOnStart: true,
        memoryStoreMaxBytes: 32 * 1024 * 1024,
      },
      retention: { briefsDays: 730, messagesDays: 730 },
      auditRetentionDays: 365,
      mail: {
        smtp: { url: 'smtp://localhost:1025', from: '"Madar Technologies" <no-reply@madar.example>' },
        company: DEFAULT_MAIL_COMPANY,
        publicOrigin: 'http://localhost:8080',
        teams: { brief: 'sales@madar.example', contact_message: 'contact@madar.example' },
      },
      // Memory mode without NEWSLETTER_TOKEN_SECRET: a secret of this run's own.
      newsletterTokenSecret: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('reads the data settings, and refuses URLs of the wrong kind', () => {
    const base = { AUTH_JWKS_URL: 'http://auth:3001/api/auth/jwks' };
    expect(
      loadInquiriesConfig({
        ...base,
        DATABASE_URL: 'postgres://madar:secret@postgres:5432/madar',
        NEWSLETTER_TOKEN_SECRET: 'test-only-newsletter-secret-0123456789',
        REDIS_URL: 'redis://redis:6379',
        DATABASE_POOL_MAX: '6',
        DATABASE_CONNECT_TIMEOUT_MS: '5000',
        SEED_DEMO_DATA: 'true',
        MEMORY_STORE_MAX_MB: '8',
      }).data,
    ).toEqual({
      databaseUrl: 'postgres://madar:secret@postgres:5432/madar',
      databasePoolMax: 6,
      databaseConnectTimeoutMs: 5000,
      redisUrl: 'redis://redis:6379',
      redisSentinel: undefined,
      seedDemoData: true,
      migrateOnStart: true,
      memoryStoreMaxBytes: 8 * 1024 * 1024,
    });
    expect(loadInquiriesConfig({ ...base, DATABASE_URL: '' }).data.databaseUrl).toBeUndefined();
    const wrong = () =>
      loadInquiriesConfig({ ...base, DATABASE_URL: 'mysql://x@y/z', REDIS_URL: 'http://r' });
    expect(wrong).toThrow(/DATABASE_URL is invalid: must start with postgres: or postgresql:/);
    expect(wrong).toThrow(/REDIS_URL is invalid: must start with redis: or rediss:/);
  });

  it('reads PUBLIC_WRITE_RATE_LIMIT, and refuses one that is not a number', () => {
    const base = { AUTH_JWKS_URL: 'http://auth:3001/api/auth/jwks' };
    expect(loadInquiriesConfig({ ...base, PUBLIC_WRITE_RATE_LIMIT: '0' }).publicWriteRateLimit).toBe(0);
    expect(() => loadInquiriesConfig({ ...base, PUBLIC_WRITE_RATE_LIMIT: 'lots' })).toThrow(
      /PUBLIC_WRITE_RATE_LIMIT is invalid/,
    );
  });
});

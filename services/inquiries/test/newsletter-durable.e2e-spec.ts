/**
 * The newsletter on PostgreSQL: the confirmation mail goes through pg-boss with its List-Unsubscribe
 * headers kept in the outbox row (migration 0007), and the links signed before a restart still work
 * after it (the secret comes from NEWSLETTER_TOKEN_SECRET, not from the process).
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from '@madar/shared/data';
import { type MailMessage, RecordingTransport } from '@madar/shared/mail';
import {
  createServiceTestApp,
  createTestDatabase,
  createTestSigner,
  DATA_SERVICE_TEST_ENV,
  type TestDatabase,
} from '@madar/shared/testing';
import { AppModule } from '../src/app.module';
import { loadInquiriesConfig, serviceOptions } from '../src/config';

describe('inquiries: newsletter on PostgreSQL', () => {
  let database: TestDatabase;
  let app: INestApplication<App> | undefined;
  const transport = new RecordingTransport();

  async function boot(): Promise<INestApplication<App>> {
    const { app: started } = await createServiceTestApp({
      loadConfig: loadInquiriesConfig,
      env: {
        ...DATA_SERVICE_TEST_ENV,
        DATABASE_URL: database.url,
        NEWSLETTER_TOKEN_SECRET: 'test-only-newsletter-secret-0123456789',
      },
      signer: await createTestSigner(),
      createModule: (config) => AppModule.forRoot(config, { mailTransport: transport }),
      serviceOptions,
    });
    await started.get(DataSource).whenReady;
    return started;
  }

  /** The first mail to `to` the worker sends (pg-boss polls every two seconds). */
  async function mailTo(to: string): Promise<MailMessage> {
    for (let tries = 0; tries < 150; tries += 1) {
      const mail = transport.sent.find((sent) => sent.to === to);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no mail to ${to}`);
  }

  beforeAll(async () => {
    database = await createTestDatabase('inquiries');
    app = await boot();
  });

  afterAll(async () => {
    await app?.close();
    await database.drop();
  });

  it('sends the confirmation with its headers, and its links work after a restart', async () => {
    await request(app!.getHttpServer())
      .post('/api/newsletter')
      .send({ email: 'durable.reader@example.ly', language: 'ar' })
      .expect(201);
    const mail = await mailTo('durable.reader@example.ly');
    const unsubscribe = /<http:\/\/localhost:8080(\/api\/newsletter\/unsubscribe\?token=[\w.-]+)>/.exec(
      mail.headers?.['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const confirm = /http:\/\/localhost:8080(\/api\/newsletter\/confirm\?token=[\w.-]+)/.exec(mail.text)?.[1];

    await app!.close();
    app = await boot();
    const confirmed = await request(app.getHttpServer()).get(confirm!).expect(303);
    expect(confirmed.headers.location).toBe('/ar/newsletter/confirmed');
    await request(app.getHttpServer()).post(unsubscribe!).expect(200);
    const left = await request(app.getHttpServer()).get(confirm!).expect(303);
    expect(left.headers.location).toBe('/ar/newsletter/link-invalid');
  });
});

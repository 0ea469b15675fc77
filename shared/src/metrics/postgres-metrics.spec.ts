/**
 * A durable service's own gauges at /metrics: its PostgreSQL pool (held, idle, waiting) and the mails
 * its outbox has not sent, counted in the database when scraped.
 */
import { Global, type INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from '../data/data.module';
import { seedMarkerMigration } from '../data/database';
import { MailOutbox } from '../mail/outbox';
import { createMailOutboxTable, type MailDb, PostgresMailOutbox } from '../mail/outbox.pg-store';
import { configureService } from '../nest/bootstrap';
import { createTestDataSource } from '../testing/database';

describe('metrics of a service on PostgreSQL', () => {
  let app: INestApplication<App>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const test = await createTestDataSource<MailDb>({
      schema: 'metered',
      migrations: {
        '0000_seed_marker': seedMarkerMigration,
        '0001_mail_outbox': { up: createMailOutboxTable },
      },
    });
    close = test.close;
    const data = test.data as unknown as DataSource;
    const row = (state: string) => ({
      id: randomUUID(),
      recordType: 'brief',
      recordId: 'b1',
      purpose: 'team',
      language: 'en',
      toAddress: 'team@example.com',
      subject: 'A brief',
      html: '<p>A brief</p>',
      text: 'A brief',
      state,
    });
    await test.data.db
      .insertInto('mails')
      .values(['queued', 'queued', 'queued', 'failed', 'sent'].map((state) => row(state) as never))
      .execute();
    // The outbox is only counted here, never started: no queue engine is needed for that.
    const outbox = new PostgresMailOutbox(data, { queueSchema: 'metered_mail' });

    @Global()
    @Module({
      providers: [
        { provide: DataSource, useValue: data },
        { provide: MailOutbox, useValue: outbox },
      ],
      exports: [DataSource, MailOutbox],
    })
    class DurableModule {}

    app = await NestFactory.create<INestApplication<App>>(DurableModule, { logger: false });
    configureService(app, { name: 'metered', description: 'metered', latency: { readMs: 0, writeMs: 0 } });
    await app.init();
    await sql`select 1`.execute(test.data.db);
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('reports the pool and the unsent mails', async () => {
    const res = await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(res.text).toMatch(/^db_pool_connections [1-9]\d*$/m);
    expect(res.text).toMatch(/^db_pool_idle_connections \d+$/m);
    expect(res.text).toContain('db_pool_waiting_requests 0');
    expect(res.text).toContain('mail_outbox_mails{state="queued"} 3');
    expect(res.text).toContain('mail_outbox_mails{state="failed"} 1');
  });
});

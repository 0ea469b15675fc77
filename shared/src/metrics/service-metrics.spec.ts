/**
 * What operators read from a service: its Prometheus series at /metrics (one histogram series per
 * route pattern, not per address), and one request id (the gateway's X-Request-Id, or a new one when
 * it is malformed) in every log line of the request and in the envelope of its error.
 */
import { Controller, Get, Global, type INestApplication, Module, Param } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppError } from '../nest/app-error';
import { configureService } from '../nest/bootstrap';
import { createLoggerModule } from '../nest/logger';
import { InMemoryMailOutbox, MailOutbox } from '../mail/outbox';
import type { OutgoingMail } from '../mail/mail';
import { HttpStaffDirectory } from '../follow-up/staff-directory';
import { runWithRequestId } from './request-context';

const lines: Record<string, unknown>[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});

@Controller('api/things')
class ThingsController {
  @Get(':id')
  thing(@Param('id') id: string): { id: string } {
    if (id === 'missing') throw new AppError(404, 'THING.NOT_FOUND', 'No such thing');
    return { id };
  }
}

const outbox = new InMemoryMailOutbox();

@Global()
@Module({ providers: [{ provide: MailOutbox, useValue: outbox }], exports: [MailOutbox] })
class OutboxModule {}

@Module({
  imports: [createLoggerModule('sample', 'info', destination), OutboxModule],
  controllers: [ThingsController],
})
class SampleModule {}

const GATEWAY_ID = '0f3c9a7e5b2d4c1f8a6e9b0d2c4f6a8e';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mail = (id: string): OutgoingMail => ({
  id,
  record: { type: 'brief', id: 'b1' },
  purpose: 'team',
  language: 'en',
  to: 'team@example.com',
  subject: 'A brief',
  html: '<p>A brief</p>',
  text: 'A brief',
});

describe('service metrics and request ids', () => {
  let app: INestApplication<App>;

  beforeAll(async () => {
    app = await NestFactory.create<INestApplication<App>>(SampleModule, { logger: false });
    configureService(app, { name: 'sample', description: 'sample', latency: { readMs: 0, writeMs: 0 } });
    await app.init();
  });
  afterAll(() => app.close());
  beforeEach(() => lines.splice(0));

  const linesOf = (id: string) => lines.filter((line) => line.requestId === id);

  it('answers /metrics with the defaults and the request histogram labelled by route pattern', async () => {
    await request(app.getHttpServer()).get('/api/things/42').expect(200);
    await request(app.getHttpServer()).get('/api/nowhere/7').expect(404);

    const res = await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('process_cpu_user_seconds_total');
    expect(res.text).toContain('nodejs_eventloop_lag_seconds');
    expect(res.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/things\/:id",status="200"\} 1/,
    );
    expect(res.text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/things/,
    );
    expect(res.text).toMatch(/route="unmatched",status="404"/);
    expect(res.text).not.toContain('/api/things/42');
    expect(res.text).not.toContain('nowhere');
  });

  it('counts the outbox backlog when scraped', async () => {
    outbox.enqueue([
      mail('4c1d2e3f-0000-4000-8000-000000000001'),
      mail('4c1d2e3f-0000-4000-8000-000000000002'),
    ]);
    const res = await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(res.text).toContain('mail_outbox_mails{state="queued"} 2');
    expect(res.text).toContain('mail_outbox_mails{state="failed"} 0');
  });

  it("writes the gateway's request id in every log line of the request and in the error envelope", async () => {
    const res = await request(app.getHttpServer())
      .get('/api/things/missing')
      .set('X-Request-Id', GATEWAY_ID)
      .expect(404);

    expect(res.body).toEqual({
      statusCode: 404,
      code: 'THING.NOT_FOUND',
      message: 'No such thing',
      error: 'Not Found',
      requestId: GATEWAY_ID,
    });
    const logged = linesOf(GATEWAY_ID);
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ id: GATEWAY_ID }) }),
    );
    // Every line the service wrote for this request carries it.
    expect(
      lines.filter((line) => line.req !== undefined).every((line) => line.requestId === GATEWAY_ID),
    ).toBe(true);
  });

  it.each([
    ['with a space', 'abc def ghi jkl'],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['a forged log field', 'abcdefgh","level":60'],
  ])('replaces a malformed incoming id (%s) with its own', async (_case, sent) => {
    const res = await request(app.getHttpServer())
      .get('/api/things/missing')
      .set('X-Request-Id', sent)
      .expect(404);

    const id = (res.body as { requestId: string }).requestId;
    expect(id).toMatch(UUID);
    expect(JSON.stringify(lines)).not.toContain(sent);
    expect(linesOf(id)).toContainEqual(expect.objectContaining({ msg: 'request completed' }));
  });

  it('gives a request without an id one of its own, in the logs, and leaves its envelope as it was', async () => {
    const res = await request(app.getHttpServer()).get('/api/things/missing').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'THING.NOT_FOUND',
      message: 'No such thing',
      error: 'Not Found',
    });
    const [line] = lines.filter((l) => l.msg === 'request completed');
    expect(line?.requestId).toMatch(UUID);
  });

  it('does not log the scrapes', async () => {
    await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([]);
  });
});

describe('calls to another service', () => {
  let server: Server;
  let received: IncomingHttpHeaders[];

  beforeAll(async () => {
    received = [];
    server = createServer((req, res) => {
      received.push(req.headers);
      res.setHeader('Content-Type', 'application/json');
      res.end('[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("carry the caller's request id to auth's staff directory", async () => {
    const { port } = server.address() as AddressInfo;
    const directory = new HttpStaffDirectory(`http://127.0.0.1:${port}/api/auth/staff`);
    await runWithRequestId(GATEWAY_ID, () => directory.activeStaff('token'));
    expect(received[0]?.['x-request-id']).toBe(GATEWAY_ID);
  });
});

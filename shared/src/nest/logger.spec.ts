/**
 * The request log as operators read it: one JSON line per request with the service's name, a request
 * id, the status; credentials and session cookies censored; health probes not logged.
 */
import { Controller, Get, type INestApplication, Module, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Response } from 'express';
import { Writable } from 'node:stream';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createLoggerModule } from './logger';

const lines: Record<string, unknown>[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});

@Controller()
class SessionController {
  @Get('api/session')
  session(@Res() res: Response): void {
    res.cookie('refresh', 'secret-refresh-token').json({ ok: true });
  }

  @Get('health')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }
}

@Module({ imports: [createLoggerModule('sample', 'info', destination)], controllers: [SessionController] })
class SampleModule {}

describe('createLoggerModule', () => {
  let app: INestApplication<App>;

  beforeAll(async () => {
    app = await NestFactory.create<INestApplication<App>>(SampleModule, { logger: false });
    await app.init();
  });
  afterAll(() => app.close());
  beforeEach(() => lines.splice(0));

  const requestLogs = () => lines.filter((line) => line.msg === 'request completed');

  it('logs one line per request with the service name, a request id and the status', async () => {
    await request(app.getHttpServer()).get('/api/session').expect(200);
    await request(app.getHttpServer()).get('/api/session').expect(200);

    const logs = requestLogs() as { req: { id: unknown } }[];
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({ name: 'sample', level: 30, res: { statusCode: 200 } });
    expect(logs[0]?.req.id).toBeDefined();
    expect(logs[1]?.req.id).not.toEqual(logs[0]?.req.id);
  });

  it('censors the bearer token, the cookies sent and the cookies set', async () => {
    await request(app.getHttpServer())
      .get('/api/session')
      .set('Authorization', 'Bearer secret-access-token')
      .set('Cookie', 'refresh=secret-old-token')
      .expect(200);

    const [line] = requestLogs();
    expect(line).toMatchObject({
      req: { headers: { authorization: '[Redacted]', cookie: '[Redacted]' } },
      res: { headers: { 'set-cookie': '[Redacted]' } },
    });
    expect(JSON.stringify(lines)).not.toContain('secret-');
  });

  it('leaves health probes out', async () => {
    await request(app.getHttpServer()).get('/health').expect(200);
    expect(requestLogs()).toEqual([]);
  });
});

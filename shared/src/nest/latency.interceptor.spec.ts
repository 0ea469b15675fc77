/**
 * The simulated latency, seen through a fake sleep (nothing here is timed): before the handler for
 * plain requests, after it for a revalidation, and not at all when the revalidation answers 304.
 */
import { Controller, Get, type INestApplication, Module, Post, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Response } from 'express';
import request from 'supertest';
import type { App } from 'supertest/types';
import { LatencyInterceptor } from './latency.interceptor';

const events: string[] = [];
let release: (() => void) | undefined;
/** Records each wait; holds it until release() when `holding`, else lets it pass at once. */
let holding = false;
const sleep = (ms: number) => {
  events.push(`sleep ${ms}`);
  return holding ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
};

@Controller()
class ItemsController {
  /** Express computes this answer's ETag and decides the 304. */
  @Get('api/items')
  list(): { items: string[] } {
    events.push('handler');
    return { items: ['a', 'b'] };
  }

  /** As the content service answers: its own bytes and ETag, sent through the response. */
  @Get('api/kept')
  kept(@Res() res: Response): void {
    events.push('handler');
    res.setHeader('ETag', 'W/"kept-1"');
    res.type('json').send(Buffer.from('{"kept":true}'));
  }

  @Post('api/items')
  create(): { created: true } {
    events.push('handler');
    return { created: true };
  }

  @Get('health')
  health(): { status: 'ok' } {
    events.push('handler');
    return { status: 'ok' };
  }
}

@Module({ controllers: [ItemsController] })
class ItemsModule {}

describe('LatencyInterceptor', () => {
  let app: INestApplication<App>;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await NestFactory.create<INestApplication<App>>(ItemsModule, { logger: false });
    app.useGlobalInterceptors(new LatencyInterceptor({ readMs: 500, writeMs: 1000 }, sleep));
    await app.init();
  });

  afterAll(async () => {
    await app.close();
  });

  beforeEach(() => {
    events.length = 0;
    holding = false;
    release = undefined;
  });

  // A held request that a failed expectation left waiting must not keep the app from closing.
  afterEach(() => release?.());

  /** Lets the server run until the fake sleep is called (or a while passes). */
  async function untilSleeping(): Promise<void> {
    for (let turn = 0; turn < 1000 && !release; turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('delays a read before its handler, and a write by the write delay', async () => {
    await http().get('/api/items').expect(200);
    expect(events).toEqual(['sleep 500', 'handler']);

    events.length = 0;
    await http().post('/api/items').expect(201);
    expect(events).toEqual(['sleep 1000', 'handler']);
  });

  it.each(['/api/items', '/api/kept'])(
    'answers a matching If-None-Match on %s with 304 and no delay',
    async (path) => {
      const first = await http().get(path).expect(200);
      events.length = 0;

      await http()
        .get(path)
        .set('If-None-Match', first.headers.etag as string)
        .expect(304);

      expect(events).toEqual(['handler']);
    },
  );

  it.each(['/api/items', '/api/kept'])(
    'holds a changed answer to a revalidation of %s for the delay',
    async (path) => {
      holding = true;
      let answered = false;
      const pending = http()
        .get(path)
        .set('If-None-Match', 'W/"stale"')
        .then((res) => {
          answered = true;
          return res;
        });

      await untilSleeping();
      expect(events).toEqual(['handler', 'sleep 500']);
      // Turns enough for an answer that was not held to reach the client over the loopback.
      for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(answered).toBe(false);

      release?.();
      const res = await pending;
      expect(res.status).toBe(200);
      expect(res.body).toBeTruthy();
    },
  );

  it('never delays the health check', async () => {
    await http().get('/health').expect(200);
    expect(events).toEqual(['handler']);
  });
});

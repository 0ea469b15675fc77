import {
  Controller,
  Get,
  Module,
  type INestApplication,
  NotFoundException,
  Query,
  ValidationPipe,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Type } from 'class-transformer';
import { IsInt, IsOptional } from 'class-validator';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CachedJson } from './cached-json';
import { JsonBodyCache } from './json-body';

class TestBodies extends JsonBodyCache {}

class CountQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  n?: number;
}

@Controller()
class TestController {
  calls = 0;

  @Get('items')
  @CachedJson({
    bodies: TestBodies,
    cacheControl: 'public, max-age=60',
    key: (query: CountQueryDto) => `items?n=${query.n ?? 0}`,
  })
  items(@Query() query: CountQueryDto): Promise<number[]> {
    this.calls += 1;
    if (query.n === 404) return Promise.reject(new NotFoundException());
    return Promise.resolve(Array.from({ length: query.n ?? 0 }, (_, i) => i));
  }

  @Get('private')
  @CachedJson({ bodies: TestBodies, cacheControl: 'public, max-age=60', key: () => undefined })
  private(): Promise<{ calls: number }> {
    this.calls += 1;
    return Promise.resolve({ calls: this.calls });
  }
}

@Module({ controllers: [TestController], providers: [{ provide: TestBodies, useValue: new TestBodies() }] })
class TestModule {}

describe('CachedJson', () => {
  let app: INestApplication<App>;
  let controller: TestController;

  beforeEach(async () => {
    app = await NestFactory.create(TestModule, { logger: false });
    app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
    await app.init();
    controller = app.get(TestController);
  });

  afterEach(() => app.close());

  it('produces an answer once per key and sends its kept bytes, ETag and Cache-Control', async () => {
    const first = await request(app.getHttpServer()).get('/items?n=3').expect(200);
    const second = await request(app.getHttpServer()).get('/items?n=03').expect(200);

    expect(controller.calls).toBe(1);
    expect(second.text).toBe('[0,1,2]');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    await request(app.getHttpServer())
      .get('/items?n=3')
      .set('If-None-Match', first.headers.etag!)
      .expect(304);
  });

  it('validates the query on every request, also for a key already answered', async () => {
    await request(app.getHttpServer()).get('/items?n=3').expect(200);
    await request(app.getHttpServer()).get('/items?n=3&extra=1').expect(400);
  });

  it('keeps no failed answer and gives an error no Cache-Control', async () => {
    const res = await request(app.getHttpServer()).get('/items?n=404').expect(404);
    await request(app.getHttpServer()).get('/items?n=404').expect(404);

    expect(res.headers['cache-control']).toBeUndefined();
    expect(controller.calls).toBe(2);
  });

  it('sends an answer without a key as JSON no cache may store, produced on every request', async () => {
    await request(app.getHttpServer()).get('/private').expect(200);
    const res = await request(app.getHttpServer()).get('/private').expect(200);

    expect(res.body).toEqual({ calls: 2 });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBeUndefined();
  });
});

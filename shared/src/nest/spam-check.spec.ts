/**
 * The spam trap's verdict, its answer and its log line: one warning per refused submission, saying the
 * form and the reason and nothing the sender typed.
 */
import { Body, Controller, type INestApplication, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import type { App } from 'supertest/types';
import { SPAM_CLOCK_SKEW_MS } from '../contracts/spam';
import { ConfigError, loadConfig } from '../node/config';
import { FixedClock } from './clock';
import { ClockModule } from './clock.module';
import { createLoggerModule } from './logger';
import { SpamChecked, SpamCheckModule, spamCheckSpecs, spamVerdict } from './spam-check';

const NOW = Date.parse('2026-03-02T10:00:00.000Z');
const MIN = 3000;

describe('spamVerdict', () => {
  const verdict = (body: unknown, minFillMs = MIN) => spamVerdict(body, NOW, minFillMs)?.reason;

  it.each([undefined, null, '', '   ', '\n'])('takes an empty honeypot (%j)', (website) => {
    expect(verdict({ website, startedAt: NOW - 10_000 })).toBeUndefined();
  });

  it.each(['https://spam.example', 'x', 0, false, [], {}, ['']])(
    'refuses a filled honeypot (%j)',
    (website) => {
      expect(verdict({ website, startedAt: NOW - 10_000 })).toBe('honeypot');
    },
  );

  it('refuses a filled honeypot even with the time check off', () => {
    expect(verdict({ website: 'x' }, 0)).toBe('honeypot');
  });

  it('refuses a form sent within the minimum fill time, a number or digits', () => {
    expect(verdict({ startedAt: NOW })).toBe('too-fast');
    expect(verdict({ startedAt: NOW - MIN + 1 })).toBe('too-fast');
    expect(verdict({ startedAt: String(NOW - 1000) })).toBe('too-fast');
  });

  it('takes a form shown the minimum fill time ago or longer, however long', () => {
    expect(verdict({ startedAt: NOW - MIN })).toBeUndefined();
    expect(verdict({ startedAt: 0 })).toBeUndefined();
  });

  it('takes a time a little ahead (a fast clock), refuses one further ahead than the allowance', () => {
    expect(verdict({ startedAt: NOW + 1 })).toBeUndefined();
    expect(verdict({ startedAt: NOW + SPAM_CLOCK_SKEW_MS })).toBeUndefined();
    expect(verdict({ startedAt: NOW + SPAM_CLOCK_SKEW_MS + 1 })).toBe('from-the-future');
  });

  it('does not judge by time without startedAt, with one that is no time (left to validation), or with the check off', () => {
    for (const startedAt of [undefined, null, 'soon', '', '1e3', Number.NaN, Infinity, { n: 1 }]) {
      expect(verdict({ startedAt })).toBeUndefined();
    }
    expect(verdict({ startedAt: NOW }, 0)).toBeUndefined();
  });

  it('leaves a missing or odd body to validation, and reads no inherited field', () => {
    for (const body of [undefined, null, 'text', 42, []]) expect(verdict(body)).toBeUndefined();
    const inherited = Object.create({ website: 'x', startedAt: NOW }) as object;
    expect(verdict(inherited)).toBeUndefined();
    expect(verdict(JSON.parse('{"__proto__": {"website": "x"}}'))).toBeUndefined();
  });
});

describe('spamCheckSpecs', () => {
  const load = (value?: string) =>
    loadConfig(spamCheckSpecs(), value === undefined ? {} : { SPAM_MIN_FILL_MS: value }).SPAM_MIN_FILL_MS;

  it('defaults to 3000 ms and takes any whole number, 0 turning the time check off', () => {
    expect([load(), load('0'), load(' 1500 ')]).toEqual([3000, 0, 1500]);
  });

  it.each(['-1', '2.5', 'soon'])('refuses %j', (value) => {
    expect(() => load(value)).toThrow(ConfigError);
  });
});

describe('@SpamChecked()', () => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const handled: unknown[] = [];

  @Controller()
  class FormController {
    @Post('form')
    @SpamChecked('contact')
    send(@Body() body: unknown): { success: true; id: string } {
      handled.push(body);
      return { success: true, id: 'stored' };
    }
  }

  @Module({
    imports: [
      createLoggerModule('sample', 'info', destination),
      ClockModule.forRoot(new FixedClock(new Date(NOW))),
      SpamCheckModule.forRoot({ minFillMs: MIN }),
    ],
    controllers: [FormController],
  })
  class SampleModule {}

  let app: INestApplication<App>;

  beforeAll(async () => {
    app = await NestFactory.create<INestApplication<App>>(SampleModule, { logger: false });
    app.useLogger(app.get(Logger));
    await app.init();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    lines.splice(0);
    handled.splice(0);
  });

  const spamLines = () => lines.filter((line) => line.msg === 'spam refused');

  it('answers spam with 201 and a fresh id, without running the handler, and logs one warning', async () => {
    const body = { email: 'visitor@example.ly', message: 'Cheap pills', website: 'https://spam.example' };
    const first = await request(app.getHttpServer()).post('/form').send(body).expect(201);
    const second = await request(app.getHttpServer()).post('/form').send(body).expect(201);

    expect(first.body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(second.body).not.toEqual(first.body);
    expect(handled).toEqual([]);
    const logged = spamLines();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: 40, context: 'SpamCheck', form: 'contact', reason: 'honeypot' });
    expect(JSON.stringify(logged)).not.toMatch(/visitor@example\.ly|Cheap pills|spam\.example/);
  });

  it('logs how soon a too-fast form was sent', async () => {
    await request(app.getHttpServer())
      .post('/form')
      .send({ startedAt: NOW - 1200 })
      .expect(201);
    expect(spamLines()).toEqual([
      expect.objectContaining({ form: 'contact', reason: 'too-fast', ageMs: 1200 }),
    ]);
  });

  it('hands a submission that is not spam to its handler, without a log line', async () => {
    const res = await request(app.getHttpServer())
      .post('/form')
      .send({ website: '', startedAt: NOW - 60_000 })
      .expect(201);
    expect(res.body).toEqual({ success: true, id: 'stored' });
    expect(handled).toHaveLength(1);
    expect(spamLines()).toEqual([]);
  });
});

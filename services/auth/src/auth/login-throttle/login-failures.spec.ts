/**
 * The failure counts' contract, run on the memory store and on the Redis store (the Testcontainers
 * Redis), both on a clock the test moves.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { testRedisUrl } from '@madar/shared/testing';
import { type LoginFailureStore, MemoryLoginFailureStore } from './login-failures';
import { RedisLoginFailureStore } from './redis-login-failures';

const WINDOW_MS = 60_000;

describe.each([
  [
    'memory',
    () => ({ build: (now: () => number) => new MemoryLoginFailureStore(WINDOW_MS, now), end: () => {} }),
  ],
  [
    'Redis',
    () => {
      const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
      // A prefix per run, so counts left by another test file or an earlier run never show up here.
      const prefix = `test:login-failures:${randomBytes(6).toString('hex')}:`;
      return {
        build: (now: () => number) => new RedisLoginFailureStore(redis, WINDOW_MS, now, prefix),
        end: () => redis.disconnect(),
      };
    },
  ],
] as const)('login failures in %s', (_name, backend) => {
  let now: number;
  let store: LoginFailureStore;
  let end: () => void;

  beforeAll(() => {
    const opened = backend();
    store = opened.build(() => now);
    end = opened.end;
  });

  beforeEach(() => {
    now = Date.now();
  });

  afterAll(() => end());

  const key = () => `address:${randomBytes(4).toString('hex')}`;

  it('counts failures per key, answering in the order asked, nothing for a key without any', async () => {
    const [a, b, none] = [key(), key(), key()];
    await store.add([a, b], now);
    now += 1000;
    await store.add([a], now);

    expect(await store.read([none, a, b])).toEqual([
      undefined,
      { failures: 2, lastAt: now },
      { failures: 1, lastAt: now - 1000 },
    ]);
  });

  it('forgets a count a window after its latest failure, then starts again from one', async () => {
    const a = key();
    await store.add([a], now);
    now += WINDOW_MS - 1000;
    await store.add([a], now);
    now += WINDOW_MS - 1;
    expect(await store.read([a])).toEqual([{ failures: 2, lastAt: now - (WINDOW_MS - 1) }]);

    now += 1;
    expect(await store.read([a])).toEqual([undefined]);
    await store.add([a], now);
    expect(await store.read([a])).toEqual([{ failures: 1, lastAt: now }]);
  });

  it('clears one key only', async () => {
    const [a, b] = [key(), key()];
    await store.add([a, b], now);
    await store.clear(a);
    expect(await store.read([a, b])).toEqual([undefined, { failures: 1, lastAt: now }]);
  });

  it('loses no failure when many arrive at once', async () => {
    const a = key();
    await Promise.all(Array.from({ length: 25 }, () => store.add([a], now)));
    expect(await store.read([a])).toEqual([{ failures: 25, lastAt: now }]);
  });
});

describe('login failures in memory: bounded', () => {
  it('keeps at most its cap of keys, dropping those whose latest failure is oldest', async () => {
    let now = 0;
    const store = new MemoryLoginFailureStore(WINDOW_MS, () => now, 3);
    for (const name of ['a', 'b', 'c']) {
      now += 1;
      await store.add([name], now);
    }
    now += 1;
    await store.add(['a'], now); // a is now the most recent
    await store.add(['d'], now);

    expect(store.size).toBe(3);
    expect((await store.read(['a', 'b', 'c', 'd'])).map((r) => r?.failures)).toEqual([2, undefined, 1, 1]);
  });

  it('drops forgotten counts as new failures arrive', async () => {
    let now = 0;
    const store = new MemoryLoginFailureStore(WINDOW_MS, () => now);
    await store.add(['a', 'b'], now);
    now += WINDOW_MS;
    await store.add(['c'], now);
    expect(store.size).toBe(1);
  });
});

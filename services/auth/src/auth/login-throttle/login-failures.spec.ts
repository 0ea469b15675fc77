/**
 * The failure counts' contract, run on the memory store and on the Redis store (the Testcontainers
 * Redis), both on a clock the test moves.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { testRedisUrl } from '@madar/shared/testing';
import { type LoginFailureStore, MemoryLoginFailureStore, type WaitSchedule } from './login-failures';
import { RedisLoginFailureStore } from './redis-login-failures';

const WINDOW_MS = 60_000;
// Three free failures, then waits of 1 s, 2 s, 4 s and 4 s from then on.
const SCHEDULE: WaitSchedule = { free: 3, delaysMs: [1000, 2000, 4000] };

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
  const add = (keys: string[], at: number) => Promise.all(keys.map((k) => store.reserve(k, at)));

  it('counts failures per key, answering in the order asked, nothing for a key without any', async () => {
    const [a, b, none] = [key(), key(), key()];
    await add([a, b], now);
    now += 1000;
    await add([a], now);

    expect(await store.read([none, a, b])).toEqual([
      undefined,
      { failures: 2, lastAt: now },
      { failures: 1, lastAt: now - 1000 },
    ]);
  });

  it('forgets a count a window after its latest failure, then starts again from one', async () => {
    const a = key();
    await add([a], now);
    now += WINDOW_MS - 1000;
    await add([a], now);
    now += WINDOW_MS - 1;
    expect(await store.read([a])).toEqual([{ failures: 2, lastAt: now - (WINDOW_MS - 1) }]);

    now += 1;
    expect(await store.read([a])).toEqual([undefined]);
    await add([a], now);
    expect(await store.read([a])).toEqual([{ failures: 1, lastAt: now }]);
  });

  it('clears one key only', async () => {
    const [a, b] = [key(), key()];
    await add([a, b], now);
    await store.clear(a);
    expect(await store.read([a, b])).toEqual([undefined, { failures: 1, lastAt: now }]);
  });

  it('loses no failure when many arrive at once', async () => {
    const a = key();
    await Promise.all(Array.from({ length: 25 }, () => store.reserve(a, now)));
    expect(await store.read([a])).toEqual([{ failures: 25, lastAt: now }]);
  });

  it('counts only the free attempts of many sent at once, and tells the others how long to wait', async () => {
    const a = key();
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => store.reserve(a, now, SCHEDULE)));

    expect(outcomes.filter((outcome) => outcome.reserved)).toHaveLength(3);
    expect(outcomes.filter((outcome) => !outcome.reserved)).toEqual(Array(27).fill({ waitMs: 1000 }));
    expect(await store.read([a])).toEqual([{ failures: 3, lastAt: now }]);
  });

  it('refuses without counting until the wait after the latest failure is over, by the schedule', async () => {
    const a = key();
    for (let i = 0; i < 3; i += 1) await store.reserve(a, now, SCHEDULE);
    now += 400;
    expect(await store.reserve(a, now, SCHEDULE)).toEqual({ waitMs: 600 });
    expect(await store.read([a])).toEqual([{ failures: 3, lastAt: now - 400 }]);
    now += 600;
    expect((await store.reserve(a, now, SCHEDULE)).reserved).toBeDefined();
    expect(await store.reserve(a, now + 1999, SCHEDULE)).toEqual({ waitMs: 1 });
    // Past the end of the schedule its last wait holds.
    for (const wait of [2000, 4000, 4000]) {
      now += wait;
      expect((await store.reserve(a, now, SCHEDULE)).reserved).toBeDefined();
    }
    expect(await store.reserve(a, now, SCHEDULE)).toEqual({ waitMs: 4000 });
    // Without a schedule an attempt is always counted.
    expect((await store.reserve(a, now)).reserved).toBeDefined();
    expect(await store.read([a])).toEqual([{ failures: 8, lastAt: now }]);
  });

  it('says whether the key had a count before, and what its latest failure was', async () => {
    const a = key();
    expect(await store.reserve(a, now)).toEqual({ reserved: { at: now }, hadFailures: false });
    expect(await store.reserve(a, now + 5)).toEqual({
      reserved: { at: now + 5, previousAt: now },
      hadFailures: true,
    });
    // A forgotten count is no count.
    now += 5 + WINDOW_MS;
    expect(await store.reserve(a, now)).toEqual({ reserved: { at: now }, hadFailures: false });
  });

  it('gives a count back, with the latest failure before it unless another was counted since', async () => {
    const a = key();
    await store.reserve(a, now);
    const first = await store.reserve(a, now + 1000);
    const second = await store.reserve(a, now + 2000);
    if (!first.reserved || !second.reserved) throw new Error('not counted');

    await store.release(a, second.reserved);
    expect(await store.read([a])).toEqual([{ failures: 2, lastAt: now + 1000 }]);
    await store.release(a, first.reserved);
    expect(await store.read([a])).toEqual([{ failures: 1, lastAt: now }]);

    // Given back after a later one was counted: the later one stays the latest.
    const third = await store.reserve(a, now + 3000);
    await store.reserve(a, now + 4000);
    if (!third.reserved) throw new Error('not counted');
    await store.release(a, third.reserved);
    expect(await store.read([a])).toEqual([{ failures: 2, lastAt: now + 4000 }]);

    // The key's only count given back: no count at all.
    const b = key();
    const fresh = await store.reserve(b, now);
    if (!fresh.reserved) throw new Error('not counted');
    await store.release(b, fresh.reserved);
    expect(await store.read([b])).toEqual([undefined]);
    // Nothing to give back on a cleared key.
    await store.release(b, fresh.reserved);
    expect(await store.read([b])).toEqual([undefined]);
  });

  it('loses no release when many arrive at once', async () => {
    const a = key();
    await store.reserve(a, now - 1000);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => store.reserve(a, now)));
    await Promise.all(
      outcomes.map(({ reserved }) => (reserved ? store.release(a, reserved) : Promise.resolve())),
    );
    expect(await store.read([a])).toEqual([{ failures: 1, lastAt: now - 1000 }]);
  });
});

describe('login failures in memory: bounded', () => {
  it('keeps at most its cap of keys, dropping those whose latest failure is oldest', async () => {
    let now = 0;
    const store = new MemoryLoginFailureStore(WINDOW_MS, () => now, 3);
    for (const name of ['a', 'b', 'c']) {
      now += 1;
      await store.reserve(name, now);
    }
    now += 1;
    await store.reserve('a', now); // a is now the most recent
    await store.reserve('d', now);

    expect(store.size).toBe(3);
    expect((await store.read(['a', 'b', 'c', 'd'])).map((r) => r?.failures)).toEqual([2, undefined, 1, 1]);
  });

  it('drops forgotten counts as new failures arrive', async () => {
    let now = 0;
    const store = new MemoryLoginFailureStore(WINDOW_MS, () => now);
    await store.reserve('a', now);
    await store.reserve('b', now);
    now += WINDOW_MS;
    await store.reserve('c', now);
    expect(store.size).toBe(1);
  });
});

import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { ERROR_CODES } from '@madar/shared';
import { isStorageUnavailableError } from '@madar/shared/data';
import { AppError, FixedClock, ThrottledError, unauthorized } from '@madar/shared/nest';
import { testRedisUrl } from '@madar/shared/testing';
import { type LoginFailureStore, MemoryLoginFailureStore } from './login-failures';
import { delayAfter, LoginThrottle, type LoginThrottleSettings, waitSchedule } from './login-throttle';
import { RedisLoginFailureStore } from './redis-login-failures';

const SETTINGS: LoginThrottleSettings = {
  freeFailures: 3,
  accountFreeFailures: 4,
  maxDelaySeconds: 10,
  windowSeconds: 60,
};
const ADMIN = 'admin@example.test';
const T0 = new Date('2026-03-01T10:00:00Z');

describe('delayAfter', () => {
  it('is nothing within the free failures, then 1 s doubling with each further one, up to the cap', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 8, 60].map((failures) => delayAfter(failures, 3, 10_000));
    expect(delays).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });
});

describe('waitSchedule', () => {
  it('lists the waits from the free failures on until the cap, the same as delayAfter', () => {
    expect(waitSchedule(3, 10_000)).toEqual({ free: 3, delaysMs: [1000, 2000, 4000, 8000, 10_000] });
    expect(waitSchedule(5, 15 * 60_000).delaysMs).toHaveLength(11);
    // A cap beyond any doubling still ends the list.
    expect(waitSchedule(0, Number.MAX_SAFE_INTEGER).delaysMs).toHaveLength(41);
  });
});

type StoreFactory = (windowMs: number, now: () => number) => LoginFailureStore;

// The throttle on each store: the memory one, and the Redis one (the Testcontainers Redis), each test
// under a prefix of its own so counts never carry over.
describe.each([
  [
    'memory',
    () => {
      const build: StoreFactory = (windowMs, now) => new MemoryLoginFailureStore(windowMs, now);
      return { build, end: () => {} };
    },
  ],
  [
    'Redis',
    () => {
      const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
      const build: StoreFactory = (windowMs, now) =>
        new RedisLoginFailureStore(
          redis,
          windowMs,
          now,
          `test:login-throttle:${randomBytes(6).toString('hex')}:`,
        );
      return { build, end: () => redis.disconnect() };
    },
  ],
] as const)('LoginThrottle counting in %s', (_name, backend) => {
  let clock: FixedClock;
  let throttle: LoginThrottle;
  let newStore: StoreFactory;
  let end: () => void;

  beforeAll(() => ({ build: newStore, end } = backend()));
  afterAll(() => end());

  const build = (settings: LoginThrottleSettings) => {
    clock = new FixedClock(T0);
    const store = newStore(settings.windowSeconds * 1000, () => clock.now().getTime());
    throttle = new LoginThrottle(store, settings, clock);
  };

  beforeEach(() => build(SETTINGS));

  const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
  const wrong = () => Promise.reject(unauthorized(ERROR_CODES.AUTH_INVALID_CREDENTIALS, 'Invalid'));
  const right = () => Promise.resolve('token');

  /** 'ok', 401, or the Retry-After seconds of a 429. */
  async function attempt(address: string, signIn: () => Promise<string>, email = ADMIN) {
    try {
      await throttle.attempt(address, email, signIn);
      return 'ok';
    } catch (err) {
      if (err instanceof ThrottledError) return { retryAfter: err.retryAfterSeconds };
      if (err instanceof AppError) return err.getStatus();
      throw err;
    }
  }

  it('makes an address wait after its free failures, longer with each further failure', async () => {
    for (let i = 0; i < 3; i += 1) expect(await attempt('a', wrong)).toBe(401);
    expect(await attempt('a', wrong)).toEqual({ retryAfter: 1 });
    advance(1000);
    expect(await attempt('a', wrong)).toBe(401);
    expect(await attempt('a', wrong)).toEqual({ retryAfter: 2 });
    advance(2000);
    expect(await attempt('a', wrong)).toBe(401);
    expect(await attempt('a', wrong)).toEqual({ retryAfter: 4 });
    advance(1500);
    expect(await attempt('a', wrong)).toEqual({ retryAfter: 3 });
  });

  it('refuses a waiting address without checking its password, even the right one, and without counting', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('a', wrong);
    const signIn = jest.fn(right);
    for (let i = 0; i < 5; i += 1) expect(await attempt('a', signIn)).toEqual({ retryAfter: 1 });
    expect(signIn).not.toHaveBeenCalled();
    // Those refusals were no failures: after the one second the wait is still the first one's.
    advance(1000);
    expect(await attempt('a', signIn)).toBe('ok');
  });

  it("lets another address sign in during one address's wait", async () => {
    for (let i = 0; i < 6; i += 1) await attempt('a', wrong);
    expect(await attempt('b', right)).toBe('ok');
  });

  it('clears an address on success, so its free failures start again', async () => {
    build({ ...SETTINGS, accountFreeFailures: 100 });
    for (let i = 0; i < 2; i += 1) await attempt('a', wrong);
    expect(await attempt('a', right)).toBe('ok');
    for (let i = 0; i < 3; i += 1) expect(await attempt('a', wrong)).toBe(401);
    expect(await attempt('a', wrong)).toEqual({ retryAfter: 1 });
  });

  it('makes addresses that failed wait on a much-failed account, but never a clean one', async () => {
    // Four addresses, one failure each: the account has used its free failures.
    for (const address of ['a', 'b', 'c', 'd']) expect(await attempt(address, wrong)).toBe(401);
    expect(await attempt('a', right)).toEqual({ retryAfter: 1 });

    expect(await attempt('clean', right)).toBe('ok');
    // A clean address's wrong password counts like any other, and then it waits too.
    expect(await attempt('e', wrong)).toBe(401);
    expect(await attempt('e', right)).toEqual({ retryAfter: 2 });
    // The account's count binds the admin's own email only.
    expect(await attempt('a', right, 'other@example.test')).toBe('ok');
  });

  it('counts an unknown email under its own account key, normalised, and answers alike', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('a', wrong, 'Nobody@Example.test ');
    expect(await attempt('a', wrong, ' nobody@example.TEST')).toEqual({ retryAfter: 1 });
    for (let i = 0; i < 3; i += 1) await attempt('b', wrong);
    expect(await attempt('b', wrong)).toEqual({ retryAfter: 1 });
  });

  it('passes other errors through without counting them', async () => {
    const broken = () => Promise.reject(new Error('signing failed'));
    for (let i = 0; i < 5; i += 1)
      await expect(throttle.attempt('a', ADMIN, broken)).rejects.toThrow('signing failed');
    expect(await attempt('a', right)).toBe('ok');
  });

  it('checks only the free failures of a burst sent at once, and refuses the rest as waiting', async () => {
    const signIn = jest.fn(wrong);
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt('a', signIn)));

    expect(signIn).toHaveBeenCalledTimes(3);
    expect(answers.filter((answer) => answer === 401)).toHaveLength(3);
    expect(answers.filter((answer) => answer !== 401)).toEqual(Array(27).fill({ retryAfter: 1 }));
    // After the wait the next burst gets one more check, as one attempt at a time would.
    advance(1000);
    signIn.mockClear();
    const next = await Promise.all(Array.from({ length: 30 }, () => attempt('a', signIn)));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(next.filter((answer) => answer !== 401)).toEqual(Array(29).fill({ retryAfter: 2 }));
  });

  it('holds the free attempts while passwords are checked, and gives back those whose check broke', async () => {
    const pending: (() => void)[] = [];
    const brokenLater = () =>
      new Promise<void>((resolve) => pending.push(resolve)).then(() =>
        Promise.reject(new Error('scrypt failed')),
      );
    const checks = Array.from({ length: 3 }, () =>
      throttle.attempt('a', ADMIN, brokenLater).catch((err: Error) => err.message),
    );
    // Three checks under way hold the three free attempts: a fourth waits, though none has failed yet.
    expect(await attempt('a', right)).toEqual({ retryAfter: 1 });
    while (pending.length < 3) await new Promise((resolve) => setImmediate(resolve));
    pending.forEach((finish) => finish());
    expect(await Promise.all(checks)).toEqual(Array(3).fill('scrypt failed'));
    // The broken checks left no failure behind, on the address nor on the account.
    for (let i = 0; i < 3; i += 1) expect(await attempt('a', wrong)).toBe(401);
    expect(await attempt('a', wrong)).toEqual({ retryAfter: 1 });
    expect(await attempt('b', wrong)).toBe(401);
    expect(await attempt('b', right)).toEqual({ retryAfter: 1 });
  });

  it('gives the account back the count of a successful sign-in', async () => {
    // Three of the account's four free failures, then a success from a clean address.
    for (const address of ['a', 'b', 'c']) await attempt(address, wrong);
    expect(await attempt('clean', right)).toBe('ok');
    // Had the success counted, the account would be spent and 'a' would have to wait.
    expect(await attempt('d', wrong)).toBe(401);
    expect(await attempt('a', right)).toEqual({ retryAfter: 1 });
  });

  it('forgets failures a window after the latest one', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('a', wrong);
    advance(SETTINGS.windowSeconds * 1000);
    for (let i = 0; i < 3; i += 1) expect(await attempt('a', wrong)).toBe(401);
  });
});

describe('LoginThrottle when its store fails', () => {
  const clock = new FixedClock(T0);
  const wrongPassword = () => Promise.reject(unauthorized(ERROR_CODES.AUTH_INVALID_CREDENTIALS, 'Invalid'));

  it('checks no password while Redis cannot be reached, and says the storage is unavailable', async () => {
    const down = new Redis('redis://127.0.0.1:9', {
      enableOfflineQueue: false,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    });
    try {
      const store = new RedisLoginFailureStore(down, 60_000, () => clock.now().getTime());
      const signIn = jest.fn(wrongPassword);
      const failure: unknown = await new LoginThrottle(store, SETTINGS, clock)
        .attempt('a', ADMIN, signIn)
        .catch((err: unknown) => err);
      expect(isStorageUnavailableError(failure)).toBe(true);
      expect(signIn).not.toHaveBeenCalled();
    } finally {
      down.disconnect();
    }
  });

  it("answers a broken check with its own error when the store cannot take the attempt's count back", async () => {
    const store = new MemoryLoginFailureStore(60_000, () => clock.now().getTime());
    jest.spyOn(store, 'release').mockRejectedValue(new Error('Connection is closed.'));
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const throttle = new LoginThrottle(store, SETTINGS, clock);
    await expect(
      throttle.attempt('a', ADMIN, () => Promise.reject(new Error('scrypt failed'))),
    ).rejects.toThrow('scrypt failed');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Connection is closed.'));
    warn.mockRestore();
  });
});

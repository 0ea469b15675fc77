import { ERROR_CODES } from '@madar/shared';
import { AppError, FixedClock, ThrottledError, unauthorized } from '@madar/shared/nest';
import { MemoryLoginFailureStore } from './login-failures';
import { delayAfter, LoginThrottle, type LoginThrottleSettings } from './login-throttle';

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

describe('LoginThrottle', () => {
  let clock: FixedClock;
  let throttle: LoginThrottle;

  const build = (settings: LoginThrottleSettings) => {
    clock = new FixedClock(T0);
    const store = new MemoryLoginFailureStore(settings.windowSeconds * 1000, () => clock.now().getTime());
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

  it('forgets failures a window after the latest one', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('a', wrong);
    advance(SETTINGS.windowSeconds * 1000);
    for (let i = 0; i < 3; i += 1) expect(await attempt('a', wrong)).toBe(401);
  });
});

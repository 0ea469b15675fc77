/**
 * Sign-in throttling by failures (issue 10): failed sign-ins are counted per client address and per
 * account (the email given, known or not). Past a few free failures an address waits before its next
 * attempt, 1 s doubling with each further failure up to a cap, and is refused with 429 and Retry-After
 * before its password is even checked. An account with many failures (from all addresses) makes every
 * address that has failed itself wait too, but never one without failures: the admin signing in from
 * a clean address always gets through, whatever others guess. A success clears its address's count.
 */
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES } from '@madar/shared';
import { AppError, Clock, ThrottledError } from '@madar/shared/nest';
import { type FailureRecord, LoginFailureStore } from './login-failures';

export interface LoginThrottleSettings {
  /** Failures an address may make before it has to wait. */
  freeFailures: number;
  /** Failures on one account, from all addresses, before addresses that failed themselves wait. */
  accountFreeFailures: number;
  /** The longest wait. */
  maxDelaySeconds: number;
  /** Failures are forgotten this long after the latest one. */
  windowSeconds: number;
}

export const LOGIN_THROTTLE_SETTINGS = Symbol('LOGIN_THROTTLE_SETTINGS');

const FIRST_DELAY_MS = 1000;

/** How long to wait after `failures` failures when `free` of them cost nothing: 1 s, 2 s, 4 s... */
export function delayAfter(failures: number, free: number, maxDelayMs: number): number {
  if (failures < free) return 0;
  // Capped exponent: 2^40 s is far past any cap, and keeps the number finite.
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - free, 40), maxDelayMs);
}

export const addressKey = (address: string) => `address:${address}`;

/** The account by a hash of the normalised email: no address in clear in Redis, and a bounded key. */
export const accountKey = (email: string) =>
  `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;

const isWrongCredentials = (err: unknown) =>
  err instanceof AppError && err.code === ERROR_CODES.AUTH_INVALID_CREDENTIALS;

@Injectable()
export class LoginThrottle {
  constructor(
    private readonly store: LoginFailureStore,
    @Inject(LOGIN_THROTTLE_SETTINGS) private readonly settings: LoginThrottleSettings,
    private readonly clock: Clock,
  ) {}

  /** Runs `signIn` for `email` from `address` unless that must wait; counts its failure or clears. */
  async attempt<T>(address: string, email: string, signIn: () => Promise<T>): Promise<T> {
    const own = addressKey(address);
    const keys = [own, accountKey(email)];
    const waitMs = this.waitFor(...(await this.store.read(keys)));
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new ThrottledError(
        `Too many failed sign-in attempts; try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
        seconds,
      );
    }
    let result: T;
    try {
      result = await signIn();
    } catch (err) {
      if (isWrongCredentials(err)) await this.store.add(keys, this.now());
      throw err;
    }
    await this.store.clear(own);
    return result;
  }

  /** Ms until this address may try again; the account's count only binds an address with failures. */
  private waitFor(address?: FailureRecord, account?: FailureRecord): number {
    if (!address) return 0;
    const { freeFailures, accountFreeFailures, maxDelaySeconds } = this.settings;
    const remaining = (record: FailureRecord, free: number) =>
      record.lastAt + delayAfter(record.failures, free, maxDelaySeconds * 1000) - this.now();
    return Math.max(remaining(address, freeFailures), account ? remaining(account, accountFreeFailures) : 0);
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}

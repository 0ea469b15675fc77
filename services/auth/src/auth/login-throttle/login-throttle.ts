/**
 * Sign-in throttling by failures (docs/decisions/0009): failed sign-ins are counted per client address and
 * per account (the email given, known or not). Past a few free failures an address waits before its next
 * attempt, 1 s doubling with each further failure up to a cap, and is refused with 429 and Retry-After
 * before its password is even checked. An account with many failures (from all addresses) makes every
 * address that has failed itself wait too, but never one without failures: the admin signing in from
 * a clean address always gets through, whatever others guess. A success clears its address's count.
 *
 * An attempt is counted as a failure before its password is checked, in one atomic step with the
 * check that it need not wait: attempts sent at once are counted one after another, so a burst gets
 * the free failures and no more. A wrong password leaves the count; a success clears the address and
 * gives the account its count back; any other outcome (the check itself failed) gives both back.
 */
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ERROR_CODES } from '@madar/shared';
import { AppError, Clock, ThrottledError } from '@madar/shared/nest';
import {
  LoginFailureStore,
  type Reservation,
  type ReserveOutcome,
  waitAfter,
  type WaitSchedule,
} from './login-failures';

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
const MAX_DOUBLINGS = 40;

/** How long to wait after `failures` failures when `free` of them cost nothing: 1 s, 2 s, 4 s... */
export function delayAfter(failures: number, free: number, maxDelayMs: number): number {
  if (failures < free) return 0;
  // Capped exponent: 2^40 s is far past any cap, and keeps the number finite.
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - free, MAX_DOUBLINGS), maxDelayMs);
}

/** delayAfter as the list the stores apply: each wait from the first until the cap, which then holds. */
export function waitSchedule(free: number, maxDelayMs: number): WaitSchedule {
  const delaysMs: number[] = [];
  for (let step = 0; step <= MAX_DOUBLINGS; step += 1) {
    delaysMs.push(delayAfter(free + step, free, maxDelayMs));
    if (delaysMs.at(-1) === maxDelayMs) break;
  }
  return { free, delaysMs };
}

export const addressKey = (address: string) => `address:${address}`;

/** The account by a hash of the normalised email: no address in clear in Redis, and a bounded key. */
export const accountKey = (email: string) =>
  `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;

const isWrongCredentials = (err: unknown) =>
  err instanceof AppError && err.code === ERROR_CODES.AUTH_INVALID_CREDENTIALS;

@Injectable()
export class LoginThrottle {
  private readonly logger = new Logger('LoginThrottle');
  private readonly addressSchedule: WaitSchedule;
  private readonly accountSchedule: WaitSchedule;

  constructor(
    private readonly store: LoginFailureStore,
    @Inject(LOGIN_THROTTLE_SETTINGS) settings: LoginThrottleSettings,
    private readonly clock: Clock,
  ) {
    const maxDelayMs = settings.maxDelaySeconds * 1000;
    this.addressSchedule = waitSchedule(settings.freeFailures, maxDelayMs);
    this.accountSchedule = waitSchedule(settings.accountFreeFailures, maxDelayMs);
  }

  /**
   * Runs `signIn` for `email` from `address` unless that must wait. The attempt is counted as a failure
   * first (so concurrent ones see it); a wrong password keeps that count, a success clears the address.
   */
  async attempt<T>(address: string, email: string, signIn: () => Promise<T>): Promise<T> {
    const [own, account] = this.keys(address, email);
    const now = this.now();

    const mine = await this.store.reserve(own, now, this.addressSchedule);
    if (!mine.reserved) {
      // The address has failures, so the account's count binds it too: the answer is the longer wait.
      const [record] = await this.store.read([account]);
      const accountWaitMs = record
        ? record.lastAt + waitAfter(this.accountSchedule, record.failures) - now
        : 0;
      throw this.throttled(Math.max(mine.waitMs, accountWaitMs));
    }
    // The account's count binds only an address that had failures (or attempts under way) before this one.
    let theirs: ReserveOutcome;
    try {
      theirs = await this.store.reserve(account, now, mine.hadFailures ? this.accountSchedule : undefined);
    } catch (err) {
      await this.giveBack(own, mine.reserved);
      throw err;
    }
    if (!theirs.reserved) {
      await this.giveBack(own, mine.reserved);
      throw this.throttled(theirs.waitMs);
    }

    let result: T;
    try {
      result = await signIn();
    } catch (err) {
      // A wrong password was counted already; anything else (the check broke) is no failure.
      if (!this.isWrongGuess(err)) {
        await Promise.all([this.giveBack(own, mine.reserved), this.giveBack(account, theirs.reserved)]);
      }
      throw err;
    }
    await Promise.all([this.store.clear(own), this.store.release(account, theirs.reserved)]);
    return result;
  }

  /** The keys an attempt is counted under (the address's, the account's); the second step has its own. */
  protected keys(address: string, account: string): [string, string] {
    return [addressKey(address), accountKey(account)];
  }

  /** Whether a failed attempt was a wrong guess, which keeps its count. */
  protected isWrongGuess(err: unknown): boolean {
    return isWrongCredentials(err);
  }

  /**
   * Gives a count back when the attempt's own answer is already decided (a wait, or the error it
   * passes on): if the store cannot take it back now, that answer still stands, and the count lapses
   * with the window like any failure.
   */
  private async giveBack(key: string, reservation: Reservation): Promise<void> {
    try {
      await this.store.release(key, reservation);
    } catch (err) {
      this.logger.warn(
        `could not give back a sign-in attempt's count: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }

  private throttled(waitMs: number): ThrottledError {
    const seconds = Math.ceil(waitMs / 1000);
    return new ThrottledError(
      `Too many failed sign-in attempts; try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
      seconds,
    );
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}

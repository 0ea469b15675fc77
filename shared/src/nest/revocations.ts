/**
 * Signed-out tokens, by `jti`, remembered until the token's own expiry (after it the signature check
 * refuses the token anyway). Every service's TokenVerifier asks this list, so a sign-out holds
 * everywhere, not only in auth:
 * - with Redis (`REDIS_URL`, durable mode) every service reads and auth writes the same keys, so the
 *   refusal is immediate and shared by every replica. Redis is a cache of auth's own table
 *   (`revoked_tokens`): auth marks the copy complete (REVOCATION_MARKER_KEY) once it has filled it,
 *   and a Redis that lost its data (flushed, restarted without persistence, failed over to an empty
 *   replica) has no marker, so the list counts as unknown (503) until auth fills it again, never as
 *   empty, which would let signed-out tokens back in;
 * - without it (the memory demo), auth keeps the list in its memory and the other services ask auth
 *   (`GET /api/auth/revocations/{jti}`), re-asking about a token they saw valid at most every
 *   REVOCATION_RECHECK_MS.
 * When the list cannot be reached the token cannot be judged: a 503, never a 401 (the web signs staff
 * out on a 401).
 */
import type { Redis } from 'ioredis';
import { ERROR_CODES } from '../errors';
import { AppError } from './app-error';

/** How long another service trusts auth's "not signed out" answer about one token. */
export const REVOCATION_RECHECK_MS = 2_000;
/** How long another service waits for auth's answer before giving a 503 (as long as for its keys). */
export const REVOCATION_TIMEOUT_MS = 5_000;
/** Cap on the tokens a service remembers answers about (a few admins, each with a handful of tokens). */
const MAX_REMEMBERED = 10_000;

/** Auth's keys or its sign-out list cannot be reached: a token cannot be judged. */
export const authUnavailable = () =>
  new AppError(
    503,
    ERROR_CODES.AUTH_UNAVAILABLE,
    'Sign-in cannot be checked right now; please try again shortly',
  );

export abstract class RevocationList {
  /** Refuses the token `jti` until `expiresAt` (seconds since the epoch, as in `exp`). */
  abstract revoke(jti: string, expiresAt: number): Promise<void>;
  /** Whether `jti` was signed out; throws a 503 AppError when the list cannot be reached. */
  abstract isRevoked(jti: string, expiresAt: number): Promise<boolean>;
}

/** In one process: auth's own list in memory mode, and the tests' double. */
export class MemoryRevocationList extends RevocationList {
  private readonly expiries = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  revoke(jti: string, expiresAt: number): Promise<void> {
    this.purge();
    this.expiries.set(jti, expiresAt * 1000);
    return Promise.resolve();
  }

  isRevoked(jti: string): Promise<boolean> {
    const until = this.expiries.get(jti);
    return Promise.resolve(until !== undefined && until > this.now());
  }

  get size(): number {
    return this.expiries.size;
  }

  private purge(): void {
    const now = this.now();
    for (const [jti, until] of this.expiries) if (until <= now) this.expiries.delete(jti);
  }
}

export const REVOCATION_KEY_PREFIX = 'madar:auth:revoked:';
/**
 * Present while Redis holds the whole list: written by auth with the list it filled in from its table,
 * never by a single sign-out. Its value names that filling, so each auth replica can tell that Redis was
 * filled anew since it last looked.
 */
export const REVOCATION_MARKER_KEY = 'madar:auth:revocations:filled';

export interface RevokedToken {
  jti: string;
  /** Seconds since the epoch, as in `exp`. */
  expiresAt: number;
}

/** In the Redis every service shares (durable mode); each key expires with its token. */
export class RedisRevocationList extends RevocationList {
  constructor(private readonly redis: Redis) {
    super();
  }

  /** Writes one entry; the marker is auth's to set (fillRevocations), after a full filling. */
  async revoke(jti: string, expiresAt: number): Promise<void> {
    try {
      await this.redis.set(REVOCATION_KEY_PREFIX + jti, '1', 'EXAT', Math.max(expiresAt, 1));
    } catch {
      throw authUnavailable();
    }
  }

  async isRevoked(jti: string): Promise<boolean> {
    let marker: string | null;
    let entry: string | null;
    try {
      // One round trip, read together: the entry is only believed absent while the list is complete.
      [marker = null, entry = null] = await this.redis.mget(
        REVOCATION_MARKER_KEY,
        REVOCATION_KEY_PREFIX + jti,
      );
    } catch {
      throw authUnavailable();
    }
    if (marker === null) throw authUnavailable();
    return entry !== null;
  }
}

/**
 * Writes every live entry of `tokens`, then the marker unless another filling set it meanwhile, in one
 * MULTI: a Redis wiped midway can never end up marked complete with part of the list. Returns the
 * marker's value afterwards (this filling's `epoch`, or the one already there).
 */
export async function fillRevocations(
  redis: Redis,
  tokens: readonly RevokedToken[],
  epoch: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  const multi = redis.multi();
  for (const { jti, expiresAt } of tokens) {
    if (expiresAt > nowSeconds) multi.set(REVOCATION_KEY_PREFIX + jti, '1', 'EXAT', expiresAt);
  }
  multi.set(REVOCATION_MARKER_KEY, epoch, 'NX');
  multi.get(REVOCATION_MARKER_KEY);
  const results = await multi.exec();
  const last = results?.at(-1);
  if (!last || last[0] || typeof last[1] !== 'string') throw new Error('the sign-out list was not filled');
  return last[1];
}

/**
 * Auth's list, asked over HTTP (memory mode, services other than auth). A "signed out" answer is kept
 * until the token expires; a "still valid" one for REVOCATION_RECHECK_MS, so a sign-out reaches this
 * service within that time.
 */
export class RemoteRevocationList extends RevocationList {
  /** jti → until when the answer holds (ms) and the answer. */
  private readonly answers = new Map<string, { until: number; revoked: boolean }>();
  private readonly pending = new Map<string, Promise<boolean>>();

  constructor(
    /** Auth's `…/api/auth/revocations/` (the jti is appended). */
    private readonly baseUrl: string,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  revoke(): Promise<void> {
    return Promise.reject(new Error('only auth signs tokens out'));
  }

  async isRevoked(jti: string, expiresAt: number): Promise<boolean> {
    const known = this.answers.get(jti);
    if (known && known.until > this.now()) return known.revoked;
    let asking = this.pending.get(jti);
    if (!asking) {
      asking = this.ask(jti).finally(() => this.pending.delete(jti));
      this.pending.set(jti, asking);
    }
    const revoked = await asking;
    this.remember(jti, revoked ? expiresAt * 1000 : this.now() + REVOCATION_RECHECK_MS, revoked);
    return revoked;
  }

  private async ask(jti: string): Promise<boolean> {
    try {
      const res = await fetch(new URL(encodeURIComponent(jti), this.baseUrl), {
        signal: AbortSignal.timeout(REVOCATION_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      const body = res.ok ? await res.json() : undefined;
      if (
        typeof body === 'object' &&
        body !== null &&
        'revoked' in body &&
        typeof body.revoked === 'boolean'
      ) {
        return body.revoked;
      }
    } catch {
      // Auth unreachable or too slow: below.
    }
    throw authUnavailable();
  }

  private remember(jti: string, until: number, revoked: boolean): void {
    if (this.answers.size >= MAX_REMEMBERED) {
      const now = this.now();
      for (const [key, answer] of this.answers) if (answer.until <= now) this.answers.delete(key);
      if (this.answers.size >= MAX_REMEMBERED) this.answers.clear();
    }
    this.answers.set(jti, { until, revoked });
  }
}

/** Auth's revocation endpoint next to its JWKS: `…/api/auth/jwks` → `…/api/auth/revocations/`. */
export const revocationsUrlFor = (jwksUrl: string): string => new URL('revocations/', jwksUrl).toString();

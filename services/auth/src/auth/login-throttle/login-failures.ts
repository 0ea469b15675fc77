/**
 * Failed sign-ins counted under a key (a client address, an account), all forgotten once `windowMs`
 * has passed since the latest one. The memory store serves a single replica; replicas share the Redis
 * one (redis-login-failures.ts). Times come from the service's clock, so tests can move it.
 */

export interface FailureRecord {
  /** Failures since the count last started from nothing. */
  failures: number;
  /** When the latest one happened, in ms since the epoch. */
  lastAt: number;
}

export abstract class LoginFailureStore {
  /** The records of `keys`, in the same order; undefined where there is none (or it is forgotten). */
  abstract read(keys: readonly string[]): Promise<(FailureRecord | undefined)[]>;

  /** Counts one failure under each key, at `at`. */
  abstract add(keys: readonly string[], at: number): Promise<void>;

  abstract clear(key: string): Promise<void>;
}

/** Keys held at most: past it the least recently failed are dropped, so a flood cannot fill memory. */
export const MEMORY_MAX_KEYS = 10_000;

export class MemoryLoginFailureStore extends LoginFailureStore {
  // Kept in order of latest failure (re-inserted on each), so the oldest are always first.
  private readonly records = new Map<string, FailureRecord>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
    private readonly maxKeys = MEMORY_MAX_KEYS,
  ) {
    super();
  }

  read(keys: readonly string[]): Promise<(FailureRecord | undefined)[]> {
    const now = this.now();
    return Promise.resolve(keys.map((key) => this.current(key, now)));
  }

  add(keys: readonly string[], at: number): Promise<void> {
    this.forgetOld(at);
    for (const key of keys) {
      const failures = (this.current(key, at)?.failures ?? 0) + 1;
      this.records.delete(key);
      this.records.set(key, { failures, lastAt: at });
    }
    for (const key of this.records.keys()) {
      if (this.records.size <= this.maxKeys) break;
      this.records.delete(key);
    }
    return Promise.resolve();
  }

  clear(key: string): Promise<void> {
    this.records.delete(key);
    return Promise.resolve();
  }

  get size(): number {
    return this.records.size;
  }

  private current(key: string, now: number): FailureRecord | undefined {
    const record = this.records.get(key);
    return record && now - record.lastAt < this.windowMs ? { ...record } : undefined;
  }

  private forgetOld(now: number): void {
    for (const [key, record] of this.records) {
      if (now - record.lastAt < this.windowMs) break;
      this.records.delete(key);
    }
  }
}

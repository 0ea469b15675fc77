/**
 * Failed sign-ins counted under a key (a client address, an account), all forgotten once `windowMs`
 * has passed since the latest one. The memory store serves a single replica; replicas share the Redis
 * one (redis-login-failures.ts). Times come from the service's clock, so tests can move it.
 *
 * An attempt is counted before its password is checked, by `reserve`: the check-and-count is one step
 * (synchronous in memory, one script in Redis), so attempts sent at once cannot all see the count from
 * before any of them and each get a guess. A wrong password leaves its count standing; anything else
 * gives it back with `release` (or clears the key).
 */

export interface FailureRecord {
  /** Failures since the count last started from nothing (attempts still being checked included). */
  failures: number;
  /** When the latest one happened, in ms since the epoch. */
  lastAt: number;
}

/**
 * How long a key waits after its failures: nothing for the first `free`, then `delaysMs[0]` after
 * `free` failures, `delaysMs[1]` after one more, ..., the last one for any more. A plain list, so the
 * Redis script applies the very waits the service computed.
 */
export interface WaitSchedule {
  free: number;
  delaysMs: readonly number[];
}

/** The wait after `failures` failures on `schedule`. */
export function waitAfter({ free, delaysMs }: WaitSchedule, failures: number): number {
  if (failures < free || delaysMs.length === 0) return 0;
  return delaysMs[Math.min(failures - free, delaysMs.length - 1)] ?? 0;
}

/** A counted attempt, as `release` needs it to give the count back. */
export interface Reservation {
  /** When it was counted. */
  at: number;
  /** The key's latest failure before it, which becomes the latest again when it is given back. */
  previousAt?: number;
}

export type ReserveOutcome =
  /** Counted; `hadFailures`: the key already had a count (failures, or attempts being checked). */
  | { reserved: Reservation; hadFailures: boolean }
  /** Not counted: the key must wait this long still. */
  | { reserved?: undefined; waitMs: number };

export abstract class LoginFailureStore {
  /** The records of `keys`, in the same order; undefined where there is none (or it is forgotten). */
  abstract read(keys: readonly string[]): Promise<(FailureRecord | undefined)[]>;

  /**
   * Counts one attempt under `key` at `at`, unless `schedule` says the key must still wait (then it
   * counts nothing). Without a schedule it always counts. Check and count are one atomic step.
   */
  abstract reserve(key: string, at: number, schedule?: WaitSchedule): Promise<ReserveOutcome>;

  /**
   * Gives back a count `reserve` made: one failure fewer, and the latest failure the one before it
   * unless another attempt has been counted since.
   */
  abstract release(key: string, reservation: Reservation): Promise<void>;

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

  // Synchronous from the check to the count: no other attempt can run in between.
  reserve(key: string, at: number, schedule?: WaitSchedule): Promise<ReserveOutcome> {
    const record = this.current(key, at);
    if (record && schedule) {
      const waitMs = record.lastAt + waitAfter(schedule, record.failures) - at;
      if (waitMs > 0) return Promise.resolve({ waitMs });
    }
    this.forgetOld(at);
    this.records.delete(key);
    this.records.set(key, { failures: (record?.failures ?? 0) + 1, lastAt: at });
    for (const oldest of this.records.keys()) {
      if (this.records.size <= this.maxKeys) break;
      this.records.delete(oldest);
    }
    return Promise.resolve({ reserved: { at, previousAt: record?.lastAt }, hadFailures: !!record });
  }

  release(key: string, { at, previousAt }: Reservation): Promise<void> {
    const record = this.records.get(key);
    if (!record) return Promise.resolve();
    if (record.failures <= 1) {
      this.records.delete(key);
    } else {
      record.failures -= 1;
      if (record.lastAt === at && previousAt !== undefined) record.lastAt = previousAt;
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

/**
 * The failure counts in Redis, so every replica of auth sees the same ones. One hash per key
 * (`failures`, `lastAt`) that Redis drops a window after the latest failure; each key is checked and
 * counted by a script of its own, so concurrent attempts never lose a count nor all pass one check (and
 * the keys may live on any shard).
 */
import type { Redis } from 'ioredis';
import {
  type FailureRecord,
  LoginFailureStore,
  type Reservation,
  type ReserveOutcome,
  type WaitSchedule,
} from './login-failures';

// KEYS[1] the hash; ARGV[1] now (ms), ARGV[2] the window (ms), then, when the key may have to wait,
// ARGV[3] its free failures and ARGV[4..] the schedule's waits (ms). A count the clock has already
// forgotten starts again from one, as in memory. Returns {1, the latest failure before, or -1} when it
// counted the attempt, {0, the wait left} when the key must wait.
const RESERVE = `
local now = tonumber(ARGV[1])
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures'))
local last = tonumber(redis.call('HGET', KEYS[1], 'lastAt'))
if not failures or failures < 1 or not last or now - last >= tonumber(ARGV[2]) then
  failures = 0
  last = nil
  redis.call('DEL', KEYS[1])
end
if last and #ARGV >= 4 and failures >= tonumber(ARGV[3]) then
  local step = math.min(failures - tonumber(ARGV[3]), #ARGV - 4)
  local wait = last + tonumber(ARGV[4 + step]) - now
  if wait > 0 then return {0, wait} end
end
redis.call('HSET', KEYS[1], 'failures', failures + 1, 'lastAt', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, last or -1}`;

// KEYS[1] the hash; ARGV[1] now (ms), ARGV[2] the window (ms), ARGV[3] when the attempt was counted,
// ARGV[4] the latest failure before it (-1: none). The latest failure goes back only if no attempt
// was counted since.
const RELEASE = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures'))
if not failures then return 0 end
if failures <= 1 then return redis.call('DEL', KEYS[1]) end
redis.call('HINCRBY', KEYS[1], 'failures', -1)
local previous = tonumber(ARGV[4])
if previous >= 0 and redis.call('HGET', KEYS[1], 'lastAt') == ARGV[3] then
  redis.call('HSET', KEYS[1], 'lastAt', ARGV[4])
  local left = previous + tonumber(ARGV[2]) - tonumber(ARGV[1])
  if left > 0 then redis.call('PEXPIRE', KEYS[1], left) else redis.call('DEL', KEYS[1]) end
end
return 1`;

export class RedisLoginFailureStore extends LoginFailureStore {
  constructor(
    private readonly redis: Redis,
    private readonly windowMs: number,
    private readonly now: () => number,
    private readonly prefix = 'auth:login-failures:',
  ) {
    super();
  }

  async read(keys: readonly string[]): Promise<(FailureRecord | undefined)[]> {
    const now = this.now();
    const rows = await Promise.all(
      keys.map((key) => this.redis.hmget(this.prefix + key, 'failures', 'lastAt')),
    );
    return rows.map(([failures, lastAt]) => {
      const record = { failures: Number(failures), lastAt: Number(lastAt) };
      const valid =
        Number.isSafeInteger(record.failures) && record.failures > 0 && Number.isFinite(record.lastAt);
      return valid && now - record.lastAt < this.windowMs ? record : undefined;
    });
  }

  async reserve(key: string, at: number, schedule?: WaitSchedule): Promise<ReserveOutcome> {
    const waits = schedule && schedule.delaysMs.length > 0 ? [schedule.free, ...schedule.delaysMs] : [];
    const [counted, value] = (await this.redis.eval(
      RESERVE,
      1,
      this.prefix + key,
      String(at),
      String(this.windowMs),
      ...waits.map(String),
    )) as [number, number];
    if (counted !== 1) return { waitMs: value };
    return { reserved: { at, previousAt: value >= 0 ? value : undefined }, hadFailures: value >= 0 };
  }

  async release(key: string, { at, previousAt }: Reservation): Promise<void> {
    await this.redis.eval(
      RELEASE,
      1,
      this.prefix + key,
      String(this.now()),
      String(this.windowMs),
      String(at),
      String(previousAt ?? -1),
    );
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/**
 * The failure counts in Redis, so every replica of auth sees the same ones. One hash per key
 * (`failures`, `lastAt`) that Redis drops a window after the latest failure; each key is updated by a
 * script of its own, so concurrent failures never lose a count (and the keys may live on any shard).
 */
import type { Redis } from 'ioredis';
import { type FailureRecord, LoginFailureStore } from './login-failures';

// KEYS[1] the hash; ARGV[1] now (ms), ARGV[2] the window (ms). A count the clock has already
// forgotten starts again from one, as in memory.
const ADD_FAILURE = `
local last = tonumber(redis.call('HGET', KEYS[1], 'lastAt'))
if last and tonumber(ARGV[1]) - last >= tonumber(ARGV[2]) then redis.call('DEL', KEYS[1]) end
redis.call('HINCRBY', KEYS[1], 'failures', 1)
redis.call('HSET', KEYS[1], 'lastAt', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
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

  async add(keys: readonly string[], at: number): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        this.redis.eval(ADD_FAILURE, 1, this.prefix + key, String(at), String(this.windowMs)),
      ),
    );
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

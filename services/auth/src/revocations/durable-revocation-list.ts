/**
 * Auth's sign-out list with Redis: each sign-out goes to auth's table first (RevokedTokenStore), then
 * to Redis, the copy every service reads at each request. Redis may lose that copy (flushed, restarted
 * without persistence, failed over to an empty replica): it then lacks the marker, the other services
 * answer 503 for signed-in requests rather than let a signed-out token back in, and auth fills Redis
 * again from its table, at start, whenever its connection comes back, and at its check every
 * REVOCATION_CHECK_MS. Without Redis auth keeps MemoryRevocationList instead (memory mode).
 */
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  fillRevocations,
  REVOCATION_KEY_PREFIX,
  REVOCATION_MARKER_KEY,
  RedisRevocationList,
  RevocationList,
} from '@madar/shared/nest';
import type { RevokedTokenStore } from './revoked-tokens.store';

/** How often each auth replica checks that Redis still holds the whole list. */
export const REVOCATION_CHECK_MS = 2_000;

export class DurableRevocationList extends RevocationList {
  private readonly logger = new Logger('SignOutList');
  private readonly cache: RedisRevocationList;
  /** The marker of the filling this replica last made or saw; another one means Redis was filled anew. */
  private knownMarker: string | null = null;
  /** A sign-out reached the table but not Redis: the next check fills Redis whatever its marker says. */
  private behind = false;
  private syncing?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private readonly onReady = () => void this.syncQuietly(true);

  constructor(
    private readonly store: RevokedTokenStore,
    private readonly redis: Redis,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    super();
    this.cache = new RedisRevocationList(redis);
  }

  /** Fills Redis now and keeps it filled: after every reconnection and every REVOCATION_CHECK_MS. */
  start(checkEveryMs = REVOCATION_CHECK_MS): void {
    this.redis.on('ready', this.onReady);
    this.timer = setInterval(() => void this.syncQuietly(false), checkEveryMs);
    this.timer.unref();
    void this.syncQuietly(true);
  }

  stop(): void {
    clearInterval(this.timer);
    this.redis.off('ready', this.onReady);
  }

  async revoke(jti: string, expiresAt: number): Promise<void> {
    // The table first: once it holds the token, no loss of Redis can bring the token back.
    await this.store.add({ jti, expiresAt }, this.nowSeconds());
    try {
      await this.cache.revoke(jti, expiresAt);
    } catch (error) {
      this.behind = true;
      throw error;
    }
  }

  async isRevoked(jti: string): Promise<boolean> {
    try {
      return await this.cache.isRevoked(jti);
    } catch (error) {
      // Reachable but not filled (a wipe since the last check): fill it now rather than answer 503.
      if (this.redis.status !== 'ready') throw error;
      await this.sync(false).catch(() => undefined);
      return this.cache.isRevoked(jti);
    }
  }

  /**
   * Fills Redis from the table when it has no marker or another filling's (`force`: always, as after
   * a reconnection, when sign-outs may have missed it). Another replica's filling is completed with
   * this one's table too: the same rows in PostgreSQL, this replica's own sign-outs in memory.
   */
  sync(force: boolean): Promise<void> {
    // A forced filling asked for during another one runs after it: the other may have read the marker
    // before what made this one necessary (a reconnection to a Redis that lost recent writes).
    if (this.syncing)
      return force ? this.syncing.catch(() => undefined).then(() => this.sync(true)) : this.syncing;
    this.syncing = this.syncOnce(force).finally(() => (this.syncing = undefined));
    return this.syncing;
  }

  private async syncOnce(force: boolean): Promise<void> {
    const marker = await this.redis.get(REVOCATION_MARKER_KEY);
    const behind = this.behind;
    if (!force && !behind && marker !== null && marker === this.knownMarker) return;
    // Cleared before the table is read: a sign-out failing from now on sets it again.
    this.behind = false;
    try {
      const now = this.nowSeconds();
      if (marker === null) await this.adoptEntries(now);
      const tokens = await this.store.live(now);
      this.knownMarker = await fillRevocations(this.redis, tokens, randomUUID(), now);
      if (marker === null) this.logger.log(`filled the sign-out list in Redis (${tokens.length} tokens)`);
    } catch (error) {
      if (behind) this.behind = true;
      throw error;
    }
  }

  /**
   * Entries Redis holds without a marker were written before auth kept its table (the first start of
   * this version): they are kept in the table too, so a later loss of Redis cannot bring them back.
   * After a loss there are none to find.
   */
  private async adoptEntries(now: number): Promise<void> {
    for await (const keys of this.redis.scanStream({ match: `${REVOCATION_KEY_PREFIX}*`, count: 500 })) {
      for (const key of keys as string[]) {
        const ttl = await this.redis.ttl(key);
        if (ttl > 0)
          await this.store.add({ jti: key.slice(REVOCATION_KEY_PREFIX.length), expiresAt: now + ttl }, now);
      }
    }
  }

  private async syncQuietly(force: boolean): Promise<void> {
    // While disconnected there is nothing to fill; the reconnection ('ready') fills it.
    if (this.redis.status !== 'ready') return;
    try {
      await this.sync(force);
    } catch (error) {
      // Redis or the database is down: the next check or reconnection tries again.
      this.logger.warn(
        `sign-out list not filled in Redis: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

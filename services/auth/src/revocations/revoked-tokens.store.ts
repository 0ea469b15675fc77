/**
 * Auth's own record of signed-out tokens, kept until each would have expired anyway: the sign-out list
 * Redis is filled from (see durable-revocation-list.ts). PostgreSQL in durable mode; the memory twin
 * serves auth run with Redis but without a database, where each replica knows its own sign-outs only.
 * One contract suite runs against both.
 */
import type { RevokedToken } from '@madar/shared/nest';

export abstract class RevokedTokenStore {
  /** Keeps `token` (again: a second sign-out of it changes nothing), and forgets those expired by `now` (seconds). */
  abstract add(token: RevokedToken, now: number): Promise<void>;
  /** The tokens not expired at `now` (seconds). */
  abstract live(now: number): Promise<RevokedToken[]>;
}

export class InMemoryRevokedTokenStore extends RevokedTokenStore {
  private readonly expiries = new Map<string, number>();

  add(token: RevokedToken, now: number): Promise<void> {
    for (const [jti, expiresAt] of this.expiries) if (expiresAt <= now) this.expiries.delete(jti);
    if (!this.expiries.has(token.jti)) this.expiries.set(token.jti, token.expiresAt);
    return Promise.resolve();
  }

  live(now: number): Promise<RevokedToken[]> {
    const found = [...this.expiries]
      .filter(([, expiresAt]) => expiresAt > now)
      .map(([jti, expiresAt]) => ({ jti, expiresAt }));
    return Promise.resolve(found);
  }

  get size(): number {
    return this.expiries.size;
  }
}

/**
 * Tokens signed out before they expire (by their `jti`), remembered only until their own expiry: after
 * that the signature check refuses them anyway. In memory, so a restart forgets it; a shared store
 * would replace this class if auth ever ran as several replicas.
 */
export class RevokedTokens {
  private readonly expiries = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** `expiresAt` in seconds since the epoch, as in the token's `exp`. */
  revoke(jti: string, expiresAt: number): void {
    this.purge();
    this.expiries.set(jti, expiresAt * 1000);
  }

  isRevoked(jti: string): boolean {
    const until = this.expiries.get(jti);
    return until !== undefined && until > this.now();
  }

  get size(): number {
    return this.expiries.size;
  }

  private purge(): void {
    const now = this.now();
    for (const [jti, until] of this.expiries) if (until <= now) this.expiries.delete(jti);
  }
}

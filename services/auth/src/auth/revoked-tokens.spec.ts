import { RevokedTokens } from './revoked-tokens';

describe('RevokedTokens', () => {
  it('refuses a revoked jti until its expiry, then forgets it', () => {
    let now = 1_000_000;
    const revoked = new RevokedTokens(() => now);
    revoked.revoke('a', now / 1000 + 60);
    expect(revoked.isRevoked('a')).toBe(true);
    expect(revoked.isRevoked('b')).toBe(false);

    now += 61_000;
    expect(revoked.isRevoked('a')).toBe(false);
    revoked.revoke('c', now / 1000 + 60);
    expect(revoked.size).toBe(1);
  });
});

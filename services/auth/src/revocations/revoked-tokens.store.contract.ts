/** What every RevokedTokenStore promises, run against memory and PostgreSQL. */
import type { RevokedTokenStore } from './revoked-tokens.store';

export interface RevokedTokenStoreHarness {
  create(): Promise<RevokedTokenStore>;
  close?(): Promise<void>;
}

const T0 = Date.UTC(2026, 1, 1) / 1000;
const byJti = (a: { jti: string }, b: { jti: string }) => a.jti.localeCompare(b.jti);

export function describeRevokedTokenStoreContract(name: string, harness: RevokedTokenStoreHarness): void {
  describe(`RevokedTokenStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('lists the tokens not expired yet, each once', async () => {
      const store = await harness.create();
      await store.add({ jti: 'a', expiresAt: T0 + 60 }, T0);
      await store.add({ jti: 'b', expiresAt: T0 + 3600 }, T0);
      await store.add({ jti: 'b', expiresAt: T0 + 3600 }, T0);
      expect((await store.live(T0)).sort(byJti)).toEqual([
        { jti: 'a', expiresAt: T0 + 60 },
        { jti: 'b', expiresAt: T0 + 3600 },
      ]);
      expect(await store.live(T0 + 60)).toEqual([{ jti: 'b', expiresAt: T0 + 3600 }]);
    });

    it('forgets expired tokens as new ones are added', async () => {
      const store = await harness.create();
      await store.add({ jti: 'old', expiresAt: T0 + 10 }, T0);
      await store.add({ jti: 'new', expiresAt: T0 + 7200 }, T0 + 3600);
      // 'old' expired before 'new' was added: gone even when asked about an earlier time.
      expect(await store.live(T0)).toEqual([{ jti: 'new', expiresAt: T0 + 7200 }]);
    });
  });
}

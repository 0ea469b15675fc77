/** What every SessionStore promises, run against memory and PostgreSQL. */
import type { SessionRecord, SessionStore } from './sessions.store';

export interface SessionStoreHarness {
  create(): Promise<SessionStore>;
  close?(): Promise<void>;
}

const account = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const hour = (n: number) => new Date(Date.UTC(2026, 1, 1, n)).toISOString();

const session = (
  id: string,
  accountN: number,
  from: number,
  to: number,
  extra: Partial<SessionRecord> = {},
) => ({
  id,
  accountId: account(accountN),
  issuedAt: hour(from),
  expiresAt: hour(to),
  ...extra,
});

export function describeSessionStoreContract(name: string, harness: SessionStoreHarness): void {
  describe(`SessionStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it("lists an account's live sessions newest first, with browser and address when known", async () => {
      const store = await harness.create();
      await store.add(session('a', 1, 1, 9, { userAgent: 'Firefox', address: '203.0.113.5' }));
      await store.add(session('b', 1, 2, 10));
      await store.add(session('c', 2, 2, 10));
      await store.add(session('d', 1, 3, 4));
      expect(await store.live(account(1), hour(5))).toEqual([
        session('b', 1, 2, 10),
        session('a', 1, 1, 9, { userAgent: 'Firefox', address: '203.0.113.5' }),
      ]);
      expect(await store.live(account(3), hour(5))).toEqual([]);
      expect(await store.live('not-a-uuid', hour(5))).toEqual([]);
    });

    it('removes sessions by id, and forgets expired ones as new ones arrive', async () => {
      const store = await harness.create();
      await store.add(session('a', 1, 1, 2));
      await store.add(session('b', 1, 1, 9));
      await store.remove(['b', 'unknown']);
      expect(await store.live(account(1), hour(1))).toEqual([session('a', 1, 1, 2)]);
      await store.add(session('c', 1, 3, 9));
      // 'a' expired before 'c' was issued: gone even when asked about an earlier time.
      expect((await store.live(account(1), hour(1))).map((s) => s.id)).toEqual(['c']);
    });
  });
}

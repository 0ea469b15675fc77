/** What every AccountStore promises, run against memory and PostgreSQL. */
import type { AccountListQuery, AccountStore, StoredAccount } from './accounts.store';

export interface AccountStoreHarness {
  create(seed: readonly StoredAccount[]): Promise<AccountStore>;
  close?(): Promise<void>;
}

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const day = (n: number) => `2026-02-${String(n).padStart(2, '0')}T08:00:00.000Z`;

export const account = (n: number, overrides: Partial<StoredAccount> = {}): StoredAccount => ({
  id: uuid(n),
  email: `person${n}@example.ly`,
  name: `Person ${n}`,
  role: 'editor',
  disabled: false,
  passwordChangeWanted: false,
  passwordHash: `scrypt:1024:8:1:salt${n}:hash${n}`,
  createdAt: day(n),
  updatedAt: day(n),
  ...overrides,
});

const query = (overrides: Partial<AccountListQuery> = {}): AccountListQuery => ({
  page: 1,
  pageSize: 20,
  sort: { field: 'name', direction: 'asc' },
  ...overrides,
});

const owner = (n: number, overrides: Partial<StoredAccount> = {}) =>
  account(n, { role: 'owner', ...overrides });

export function describeAccountStoreContract(name: string, harness: AccountStoreHarness): void {
  describe(`AccountStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('creates, reads and finds by email; the hash only from the stored reads', async () => {
      const store = await harness.create([]);
      const { passwordHash: _hash, ...expected } = account(1);
      expect(await store.create(account(1))).toEqual(expected);
      expect(await store.get(uuid(1))).toEqual(expected);
      expect(await store.getStored(uuid(1))).toEqual(account(1));
      expect(await store.findByEmail('person1@example.ly')).toEqual(account(1));
      expect(await store.findByEmail('nobody@example.ly')).toBeUndefined();
      expect(await store.get(uuid(2))).toBeUndefined();
      expect(await store.get('not-a-uuid')).toBeUndefined();
    });

    it('refuses a second account with the same email (409 ACCOUNT.EMAIL_TAKEN)', async () => {
      const store = await harness.create([account(1)]);
      await expect(store.create(account(2, { email: 'person1@example.ly' }))).rejects.toMatchObject({
        status: 409,
        code: 'ACCOUNT.EMAIL_TAKEN',
      });
    });

    it('creates the first account only while there is none', async () => {
      const store = await harness.create([]);
      expect(await store.createFirst(owner(1))).toBe(true);
      expect(await store.createFirst(owner(2))).toBe(false);
      expect((await store.list(query())).total).toBe(1);
    });

    it('pages by name without case, searches name and email, sorts never-signed-in first', async () => {
      const store = await harness.create([
        account(1, { name: 'omar' }),
        account(2, { name: 'Basma', lastSignInAt: day(20) }),
        account(3, { name: 'Ali', email: 'ali@madar.ly', lastSignInAt: day(10) }),
      ]);
      const page = await store.list(query({ pageSize: 2 }));
      expect(page.items.map((a) => a.name)).toEqual(['Ali', 'Basma']);
      expect(page.total).toBe(3);
      expect(page.items[0]).not.toHaveProperty('passwordHash');
      expect((await store.list(query({ search: 'MADAR' }))).items.map((a) => a.id)).toEqual([uuid(3)]);
      const bySignIn = await store.list(query({ sort: { field: 'lastSignInAt', direction: 'asc' } }));
      expect(bySignIn.items.map((a) => a.id)).toEqual([uuid(1), uuid(3), uuid(2)]);
    });

    it('updates the fields given and the update time, and records a sign-in', async () => {
      const store = await harness.create([owner(1), account(2)]);
      const updated = await store.update(uuid(2), { name: 'Renamed', role: 'sales' }, day(25));
      expect(updated).toMatchObject({
        name: 'Renamed',
        role: 'sales',
        email: 'person2@example.ly',
        updatedAt: day(25),
      });
      await store.recordSignIn(uuid(2), day(26));
      expect(await store.get(uuid(2))).toMatchObject({ lastSignInAt: day(26), updatedAt: day(25) });
      expect(await store.update(uuid(9), { name: 'x' }, day(25))).toBeUndefined();
    });

    it('never leaves no active owner: demoting, disabling or deleting the last is a 409', async () => {
      const store = await harness.create([owner(1), owner(2, { disabled: true }), account(3)]);
      const refused = { status: 409, code: 'ACCOUNT.LAST_OWNER' };
      await expect(store.update(uuid(1), { role: 'editor' }, day(20))).rejects.toMatchObject(refused);
      await expect(store.update(uuid(1), { disabled: true }, day(20))).rejects.toMatchObject(refused);
      await expect(store.delete(uuid(1))).rejects.toMatchObject(refused);
      expect(await store.get(uuid(1))).toMatchObject({ role: 'owner', disabled: false });

      // With a second active owner, either may go, but not both.
      await store.update(uuid(2), { disabled: false }, day(20));
      await store.update(uuid(1), { role: 'sales' }, day(21));
      await expect(store.delete(uuid(2))).rejects.toMatchObject(refused);
      expect(await store.delete(uuid(3))).toBe(true);
      expect(await store.delete(uuid(3))).toBe(false);
    });

    it('lets only one of two owners demote the other at the same time', async () => {
      const store = await harness.create([owner(1), owner(2)]);
      const results = await Promise.allSettled([
        store.update(uuid(1), { role: 'editor' }, day(20)),
        store.update(uuid(2), { role: 'editor' }, day(20)),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await store.staff('owner')).length).toBe(1);
    });

    it('lists the active staff by name, of one role or all', async () => {
      const store = await harness.create([
        owner(1, { name: 'Zaid' }),
        account(2, { name: 'amal', role: 'sales' }),
        account(3, { name: 'Bilal', role: 'sales', disabled: true }),
      ]);
      expect(await store.staff()).toEqual([
        { id: uuid(2), name: 'amal', email: 'person2@example.ly', role: 'sales' },
        { id: uuid(1), name: 'Zaid', email: 'person1@example.ly', role: 'owner' },
      ]);
      expect((await store.staff('sales')).map((s) => s.id)).toEqual([uuid(2)]);
    });

    it('keeps a set-password link until it is used once or expires', async () => {
      const store = await harness.create([account(1)]);
      await store.addPasswordLink({
        tokenHash: 'h1',
        accountId: uuid(1),
        createdAt: day(1),
        expiresAt: day(4),
      });
      expect(await store.peekPasswordLink('h1', day(3))).toBe(uuid(1));
      expect(await store.peekPasswordLink('h1', day(4))).toBeUndefined();
      expect(await store.takePasswordLink('h1', day(3))).toBe(uuid(1));
      expect(await store.takePasswordLink('h1', day(3))).toBeUndefined();
      expect(await store.peekPasswordLink('unknown', day(3))).toBeUndefined();

      await store.addPasswordLink({
        tokenHash: 'h2',
        accountId: uuid(1),
        createdAt: day(1),
        expiresAt: day(4),
      });
      expect(await store.takePasswordLink('h2', day(5))).toBeUndefined();
      // A deleted account's links go with it.
      await store.addPasswordLink({
        tokenHash: 'h3',
        accountId: uuid(1),
        createdAt: day(1),
        expiresAt: day(4),
      });
      await store.delete(uuid(1));
      expect(await store.peekPasswordLink('h3', day(2))).toBeUndefined();
    });
  });
}

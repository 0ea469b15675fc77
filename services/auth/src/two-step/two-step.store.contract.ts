/** What every TwoStepStore promises, run against memory and PostgreSQL. */
import type { TwoStepStore } from './two-step.store';

export interface TwoStepStoreHarness {
  /** A store and a function that makes an account exist (PostgreSQL's rows reference one). */
  create(): Promise<{ store: TwoStepStore; addAccount: (id: string) => Promise<void> }>;
  close?(): Promise<void>;
}

const account = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const AT = '2026-03-01T10:00:00.000Z';

export function describeTwoStepStoreContract(name: string, harness: TwoStepStoreHarness): void {
  describe(`TwoStepStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('enables an enrolment once and never replaces a secret that is on', async () => {
      const { store, addAccount } = await harness.create();
      const id = account(1);
      await addAccount(id);
      expect(await store.enable(id, ['h1'], 10, AT)).toBe(false);
      expect(await store.begin(id, 'sealed-1', AT)).toBe(true);
      expect(await store.begin(id, 'sealed-2', AT)).toBe(true);
      expect(await store.get(id)).toEqual({ secret: 'sealed-2', enabled: false });
      expect(await store.enable(id, ['h1', 'h2'], 10, AT)).toBe(true);
      expect(await store.enable(id, ['h3'], 11, AT)).toBe(false);
      expect(await store.begin(id, 'sealed-3', AT)).toBe(false);
      expect(await store.get(id)).toEqual({ secret: 'sealed-2', enabled: true });
      expect(await store.recoveryCodesLeft(id)).toBe(2);
      expect(await store.enabledAccounts()).toEqual([id]);
    });

    it('accepts each time step once, only later ones, and each recovery code once', async () => {
      const { store, addAccount } = await harness.create();
      const id = account(2);
      await addAccount(id);
      await store.begin(id, 'sealed', AT);
      await store.enable(id, ['h1', 'h2'], 100, AT);
      expect(await store.acceptTimeStep(id, 100)).toBe(false);
      expect(await store.acceptTimeStep(id, 99)).toBe(false);
      expect(await store.acceptTimeStep(id, 101)).toBe(true);
      expect(await store.acceptTimeStep(id, 101)).toBe(false);
      const takes = await Promise.all([store.takeRecoveryCode(id, 'h1'), store.takeRecoveryCode(id, 'h1')]);
      expect(takes.sort()).toEqual([false, true]);
      expect(await store.takeRecoveryCode(id, 'nope')).toBe(false);
      expect(await store.recoveryCodesLeft(id)).toBe(1);
    });

    it('removes the secret and the codes', async () => {
      const { store, addAccount } = await harness.create();
      const id = account(3);
      await addAccount(id);
      await store.begin(id, 'sealed', AT);
      await store.enable(id, ['h1'], 1, AT);
      expect(await store.remove(id)).toBe(true);
      expect(await store.get(id)).toBeUndefined();
      expect(await store.takeRecoveryCode(id, 'h1')).toBe(false);
      expect(await store.remove(id)).toBe(false);
      expect(await store.begin(id, 'again', AT)).toBe(true);
    });

    it('keeps the policy once saved', async () => {
      const { store } = await harness.create();
      expect(await store.requiredRoles()).toBeUndefined();
      await store.saveRequiredRoles(['owner', 'sales'], AT);
      expect(await store.requiredRoles()).toEqual(['owner', 'sales']);
      await store.saveRequiredRoles([], AT);
      expect(await store.requiredRoles()).toEqual([]);
    });
  });
}

/**
 * What every CompanyProfileStore promises, run unchanged against memory (company-profile.store.spec.ts)
 * and PostgreSQL (company-profile.pg-store.spec.ts): the starting profile until an edit, the edit shown
 * at once, nothing shared with the caller, and the edit with its audit entry, both or neither.
 */
import { type CompanyProfile, DEFAULT_COMPANY_PROFILE } from '@madar/shared';
import type { AuditLog, AuditStamp } from '@madar/shared/data';
import type { CompanyProfileStore } from './company-profile.store';

export interface AuditedCompanyProfile {
  store: CompanyProfileStore;
  log: AuditLog;
  /** Makes the log refuse every entry. */
  breakAudit: () => Promise<void>;
}

export interface CompanyProfileStoreHarness {
  /** A store starting from `initial`, with its audit log. */
  create(initial: CompanyProfile): Promise<AuditedCompanyProfile>;
  close?(): Promise<void>;
}

const STAMP: AuditStamp = {
  actor: { id: 'acc-editor', email: 'editor@madar.ly' },
  address: '203.0.113.8',
  at: '2026-03-01T09:30:00.000Z',
};

const edited = (): CompanyProfile => ({
  ...structuredClone(DEFAULT_COMPANY_PROFILE),
  phone: '+218 21 555 0199',
  hours: [{ en: 'Every day: 9:00 AM - 1:00 PM', ar: 'كل يوم: 9:00 صباحًا - 1:00 ظهرًا' }],
});

export function describeCompanyProfileStoreContract(name: string, harness: CompanyProfileStoreHarness): void {
  describe(`CompanyProfileStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('answers the starting profile until one is stored', async () => {
      const { store } = await harness.create(DEFAULT_COMPANY_PROFILE);
      expect(await store.get()).toEqual(DEFAULT_COMPANY_PROFILE);
    });

    it('answers the stored profile at once after a replace, again on every read', async () => {
      const { store } = await harness.create(DEFAULT_COMPANY_PROFILE);
      const profile = edited();
      expect(await store.replace(profile, STAMP)).toEqual(profile);
      expect(await store.get()).toEqual(profile);
      const second = { ...profile, email: 'hello@madar-tech.example' };
      await store.replace(second, STAMP);
      expect(await store.get()).toEqual(second);
    });

    it('keeps nothing of what the caller still holds or was handed', async () => {
      const { store } = await harness.create(DEFAULT_COMPANY_PROFILE);
      const profile = edited();
      await store.replace(profile, STAMP);
      profile.phone = 'changed by the caller';
      const handed = await store.get();
      try {
        handed.email = 'changed by a reader';
      } catch {
        // a frozen copy refuses the change, which is as good
      }
      expect(await store.get()).toEqual(edited());
    });

    it('records the edit: who, when, and the fields that changed, before and after', async () => {
      const { store, log } = await harness.create(DEFAULT_COMPANY_PROFILE);
      await store.replace(edited(), STAMP);

      expect((await log.list({ limit: 10 })).items).toEqual([
        expect.objectContaining({
          ...STAMP,
          action: 'update',
          entity: { type: 'company_profile', id: null },
          before: { hours: DEFAULT_COMPANY_PROFILE.hours, phone: DEFAULT_COMPANY_PROFILE.phone },
          after: { hours: edited().hours, phone: '+218 21 555 0199' },
        }),
      ]);
    });

    it('leaves the profile as it was when its audit entry cannot be written', async () => {
      const audited = await harness.create(DEFAULT_COMPANY_PROFILE);
      await audited.store.replace(edited(), STAMP);
      await audited.breakAudit();
      await expect(audited.store.replace(DEFAULT_COMPANY_PROFILE, STAMP)).rejects.toThrow();
      expect(await audited.store.get()).toEqual(edited());
    });
  });
}

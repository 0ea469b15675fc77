/**
 * Where the company profile lives: one item, read on every page (GET /api/company) and replaced whole by
 * staff, each change with its audit entry. Until the first edit it is the profile the service started
 * with (COMPANY_JSON over the defaults). Memory and PostgreSQL implement the port, and one contract
 * suite (company-profile.store.contract.ts) runs unchanged against both.
 */
import type { CompanyProfile } from '@madar/shared';
import {
  type AuditJournal,
  type AuditStamp,
  changeEntry,
  InMemoryAuditLog,
  type NewAuditEntry,
  settle,
} from '@madar/shared/data';
import { inKeyOrder } from '../catalogue/catalogue.store';
import { frozenCopy } from '../common/frozen-copy';

export abstract class CompanyProfileStore {
  /** The profile as stored, or the starting one when none has been stored yet. */
  abstract get(): Promise<CompanyProfile>;
  /** Stores `profile` in place of the current one and records the change with `audit`: both or neither. */
  abstract replace(profile: CompanyProfile, audit?: AuditStamp): Promise<CompanyProfile>;
}

/**
 * The entry of an edit: the fields that changed, before and after. There is one profile, so the entry
 * names no record id, as the two-step policy's do.
 */
export function profileEntry(
  audit: AuditStamp,
  before: CompanyProfile,
  after: CompanyProfile,
): NewAuditEntry {
  const entry = changeEntry(audit, { type: 'company_profile' }, '', inKeyOrder(before), inKeyOrder(after));
  return { ...entry, entity: { type: 'company_profile', id: null } };
}

/** A deep-frozen copy, detached from what the caller holds. */
const frozen = (profile: CompanyProfile): CompanyProfile => frozenCopy([profile])[0] as CompanyProfile;

/** The profile in memory: one deep-frozen copy, so no caller can alter what it was handed. */
export class InMemoryCompanyProfileStore extends CompanyProfileStore {
  private profile: CompanyProfile;

  constructor(
    initial: CompanyProfile,
    private readonly journal: AuditJournal = new InMemoryAuditLog(),
  ) {
    super();
    this.profile = frozen(initial);
  }

  get(): Promise<CompanyProfile> {
    return Promise.resolve(this.profile);
  }

  replace(profile: CompanyProfile, audit?: AuditStamp): Promise<CompanyProfile> {
    return settle(() => {
      // The entry first: when it cannot be written, the profile is left as it was.
      if (audit) this.journal.append(profileEntry(audit, this.profile, profile));
      this.profile = frozen(profile);
      return this.profile;
    });
  }
}

/**
 * Where two-step secrets, recovery codes and the owner's two-step policy are kept. The service depends
 * on the abstract class (also the injection token); memory and PostgreSQL implement it, and one
 * contract suite runs against both. The two steps that must not happen twice are single atomic steps
 * here: a time step is accepted once per account, a recovery code is taken once. Turning two-step on or
 * off and saving the policy write their audit entry with the change: both happen or neither does.
 */
import type { StaffRole } from '@madar/shared';
import {
  type AuditJournal,
  type AuditStamp,
  InMemoryAuditLog,
  type NewAuditEntry,
  settle,
} from '@madar/shared/data';
import { policyEntry } from '../audit/auth-audit';

export interface StoredTwoStep {
  /** The secret, encrypted (secret-box.ts). */
  secret: string;
  enabled: boolean;
}

/** Who saves the policy, and the roles required while none was saved (the environment's), for the entry's before. */
export interface PolicyAudit {
  stamp: AuditStamp;
  fallback: readonly StaffRole[];
}

export abstract class TwoStepStore {
  abstract get(accountId: string): Promise<StoredTwoStep | undefined>;
  /** Starts (or restarts) an enrolment: the secret, not on yet; refused (false) when two-step is on. */
  abstract begin(accountId: string, secret: string, at: string): Promise<boolean>;
  /**
   * Turns two-step on with these recovery-code hashes (replacing any), accepting `timeStep`; false when
   * there was no enrolment started (and then no `audit` entry is written).
   */
  abstract enable(
    accountId: string,
    codeHashes: readonly string[],
    timeStep: number,
    at: string,
    audit?: NewAuditEntry,
  ): Promise<boolean>;
  /** Accepts a code's time step only when it is later than the last accepted one (atomically). */
  abstract acceptTimeStep(accountId: string, timeStep: number): Promise<boolean>;
  /** Uses a recovery code up: true for the one call that found it. */
  abstract takeRecoveryCode(accountId: string, codeHash: string): Promise<boolean>;
  abstract recoveryCodesLeft(accountId: string): Promise<number>;
  /** Two-step off: the secret and the recovery codes are gone. Whether there was any (else no `audit`). */
  abstract remove(accountId: string, audit?: NewAuditEntry): Promise<boolean>;
  /** The accounts with two-step on. */
  abstract enabledAccounts(): Promise<string[]>;
  /** The saved policy, or undefined when no owner has saved one. */
  abstract requiredRoles(): Promise<StaffRole[] | undefined>;
  abstract saveRequiredRoles(roles: readonly StaffRole[], at: string, audit?: PolicyAudit): Promise<void>;
}

interface MemoryEntry extends StoredTwoStep {
  lastTimeStep?: number;
  codes: Set<string>;
}

/** Two-step in this process (memory mode, one replica); an entry is appended before its change. */
export class InMemoryTwoStepStore extends TwoStepStore {
  private readonly entries = new Map<string, MemoryEntry>();
  private policy: StaffRole[] | undefined;

  constructor(private readonly journal: AuditJournal = new InMemoryAuditLog()) {
    super();
  }

  get(accountId: string): Promise<StoredTwoStep | undefined> {
    const entry = this.entries.get(accountId);
    return Promise.resolve(entry && { secret: entry.secret, enabled: entry.enabled });
  }

  begin(accountId: string, secret: string): Promise<boolean> {
    if (this.entries.get(accountId)?.enabled) return Promise.resolve(false);
    this.entries.set(accountId, { secret, enabled: false, codes: new Set() });
    return Promise.resolve(true);
  }

  enable(
    accountId: string,
    codeHashes: readonly string[],
    timeStep: number,
    _at: string,
    audit?: NewAuditEntry,
  ): Promise<boolean> {
    return settle(() => {
      const entry = this.entries.get(accountId);
      if (!entry || entry.enabled) return false;
      if (audit) this.journal.append(audit);
      Object.assign(entry, { enabled: true, lastTimeStep: timeStep, codes: new Set(codeHashes) });
      return true;
    });
  }

  acceptTimeStep(accountId: string, timeStep: number): Promise<boolean> {
    const entry = this.entries.get(accountId);
    if (!entry?.enabled || (entry.lastTimeStep !== undefined && entry.lastTimeStep >= timeStep)) {
      return Promise.resolve(false);
    }
    entry.lastTimeStep = timeStep;
    return Promise.resolve(true);
  }

  takeRecoveryCode(accountId: string, codeHash: string): Promise<boolean> {
    const entry = this.entries.get(accountId);
    return Promise.resolve(!!entry?.enabled && entry.codes.delete(codeHash));
  }

  recoveryCodesLeft(accountId: string): Promise<number> {
    const entry = this.entries.get(accountId);
    return Promise.resolve(entry?.enabled ? entry.codes.size : 0);
  }

  remove(accountId: string, audit?: NewAuditEntry): Promise<boolean> {
    return settle(() => {
      if (!this.entries.has(accountId)) return false;
      if (audit) this.journal.append(audit);
      return this.entries.delete(accountId);
    });
  }

  enabledAccounts(): Promise<string[]> {
    return Promise.resolve([...this.entries].filter(([, entry]) => entry.enabled).map(([id]) => id));
  }

  requiredRoles(): Promise<StaffRole[] | undefined> {
    return Promise.resolve(this.policy && [...this.policy]);
  }

  saveRequiredRoles(roles: readonly StaffRole[], _at: string, audit?: PolicyAudit): Promise<void> {
    return settle(() => {
      if (audit) this.journal.append(policyEntry(audit.stamp, this.policy ?? audit.fallback, roles));
      this.policy = [...roles];
    });
  }
}

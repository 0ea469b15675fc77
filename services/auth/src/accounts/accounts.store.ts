/**
 * Where staff accounts and their set-password links are kept. The service depends on the abstract
 * class (also the injection token); memory and PostgreSQL implement it, and one contract suite runs
 * against both. The store keeps the one rule no caller may break: an active owner always remains (a
 * change that would leave none throws 409 ACCOUNT.LAST_OWNER, decided atomically with the change).
 */
import {
  type Account,
  type AccountSortField,
  ERROR_CODES,
  type ListQuery,
  type Page,
  type StaffMember,
  type StaffRole,
} from '@madar/shared';
import {
  type AuditJournal,
  type AuditStamp,
  changeEntry,
  InMemoryAuditLog,
  listInMemory,
  type NewAuditEntry,
  settle,
} from '@madar/shared/data';
import { conflict } from '@madar/shared/nest';
import { ACCOUNT_AUDIT, passwordEntry, type PasswordVia } from '../audit/auth-audit';

export type AccountListQuery = ListQuery<AccountSortField, never>;

/** An account with its password hash (null until its set-password link is used). */
export interface StoredAccount extends Account {
  passwordHash: string | null;
}

export interface AccountChanges {
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
  passwordHash?: string;
  passwordChangeWanted?: boolean;
}

export interface PasswordLink {
  tokenHash: string;
  accountId: string;
  createdAt: string;
  expiresAt: string;
}

/**
 * Who made a change, for its audit entry; a new password (`password`) reads as that, never as the
 * fields that hold it.
 */
export interface AccountAudit {
  stamp: AuditStamp;
  password?: PasswordVia;
}

/** The audit entry of an account's change: its fields before and after (never the hash), or a new password. */
export function accountChangeEntry(
  audit: AccountAudit,
  id: string,
  before: StoredAccount | undefined,
  after: StoredAccount | undefined,
): NewAuditEntry {
  if (audit.password) return passwordEntry(audit.stamp, id, audit.password);
  return changeEntry(audit.stamp, ACCOUNT_AUDIT, id, before, after);
}

export const lastOwner = () =>
  conflict(ERROR_CODES.ACCOUNT_LAST_OWNER, 'This would leave no active owner; make another owner first');
export const emailTaken = () =>
  conflict(ERROR_CODES.ACCOUNT_EMAIL_TAKEN, 'Another account already uses this email');

export const isActiveOwner = (account: Pick<Account, 'role' | 'disabled'>): boolean =>
  account.role === 'owner' && !account.disabled;

export const publicAccount = ({ passwordHash: _hash, ...account }: StoredAccount): Account => account;

export abstract class AccountStore {
  abstract list(query: AccountListQuery): Promise<Page<Account>>;
  abstract get(id: string): Promise<Account | undefined>;
  /** The account signing in with `email` (lower-cased), with its password hash. */
  abstract findByEmail(email: string): Promise<StoredAccount | undefined>;
  abstract getStored(id: string): Promise<StoredAccount | undefined>;
  /**
   * Throws 409 ACCOUNT.EMAIL_TAKEN when another account has the email. With `audit`, each change of
   * this port writes its audit entry with the change itself: both happen or neither does.
   */
  abstract create(account: StoredAccount, audit?: AuditStamp): Promise<Account>;
  /** Stores `account` only when there is no account at all (the first owner); whether it did. */
  abstract createFirst(account: StoredAccount): Promise<boolean>;
  /** Undefined for an unknown id; 409 ACCOUNT.LAST_OWNER when it would leave no active owner. */
  abstract update(
    id: string,
    changes: AccountChanges,
    at: string,
    audit?: AccountAudit,
  ): Promise<Account | undefined>;
  abstract recordSignIn(id: string, at: string): Promise<void>;
  /** False for an unknown id; 409 ACCOUNT.LAST_OWNER for the last active owner. */
  abstract delete(id: string, audit?: AuditStamp): Promise<boolean>;
  /** Active accounts, by name, of one role or all. */
  abstract staff(role?: StaffRole): Promise<StaffMember[]>;
  abstract addPasswordLink(link: PasswordLink): Promise<void>;
  /** The account a link that has not expired at `now` is for, without using it up. */
  abstract peekPasswordLink(tokenHash: string, now: string): Promise<string | undefined>;
  /** Uses the link up (once: a second call finds nothing); the account id if it was valid at `now`. */
  abstract takePasswordLink(tokenHash: string, now: string): Promise<string | undefined>;
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const staffMember = (a: Account): StaffMember => ({
  id: a.id,
  name: a.name,
  email: a.email,
  role: a.role,
});

/**
 * Accounts in this process (memory mode, one replica). Callers get copies. A change's audit entry is
 * appended before the change is made: an append that throws leaves the account as it was.
 */
export class InMemoryAccountStore extends AccountStore {
  private readonly accounts = new Map<string, StoredAccount>();
  private readonly links = new Map<string, PasswordLink>();

  constructor(
    seed: readonly StoredAccount[] = [],
    private readonly journal: AuditJournal = new InMemoryAuditLog(),
  ) {
    super();
    for (const account of seed) this.accounts.set(account.id, structuredClone(account));
  }

  list(query: AccountListQuery): Promise<Page<Account>> {
    const page = listInMemory([...this.accounts.values()].map(publicAccount), query, {
      searchText: (a) => [a.name, a.email],
      sortValue: {
        name: (a) => a.name.toLocaleLowerCase('en'),
        email: (a) => a.email,
        role: (a) => a.role,
        createdAt: (a) => a.createdAt,
        lastSignInAt: (a) => a.lastSignInAt,
      },
      id: (a) => a.id,
    });
    return Promise.resolve({ ...page, items: page.items.map((a) => structuredClone(a)) });
  }

  get(id: string): Promise<Account | undefined> {
    const account = this.accounts.get(id);
    return Promise.resolve(account && publicAccount(structuredClone(account)));
  }

  findByEmail(email: string): Promise<StoredAccount | undefined> {
    const account = [...this.accounts.values()].find((a) => a.email === email);
    return Promise.resolve(account && structuredClone(account));
  }

  getStored(id: string): Promise<StoredAccount | undefined> {
    const account = this.accounts.get(id);
    return Promise.resolve(account && structuredClone(account));
  }

  create(account: StoredAccount, audit?: AuditStamp): Promise<Account> {
    return settle(() => {
      if ([...this.accounts.values()].some((a) => a.email === account.email)) throw emailTaken();
      if (audit) this.journal.append(accountChangeEntry({ stamp: audit }, account.id, undefined, account));
      this.accounts.set(account.id, structuredClone(account));
      return publicAccount(structuredClone(account));
    });
  }

  createFirst(account: StoredAccount): Promise<boolean> {
    if (this.accounts.size > 0) return Promise.resolve(false);
    this.accounts.set(account.id, structuredClone(account));
    return Promise.resolve(true);
  }

  // Synchronous from the check to the change: no other change can run in between.
  update(
    id: string,
    changes: AccountChanges,
    at: string,
    audit?: AccountAudit,
  ): Promise<Account | undefined> {
    return settle(() => {
      const current = this.accounts.get(id);
      if (!current) return undefined;
      const next: StoredAccount = { ...current, ...changes, updatedAt: at };
      if (isActiveOwner(current) && !isActiveOwner(next) && this.activeOwners() <= 1) throw lastOwner();
      if (audit) this.journal.append(accountChangeEntry(audit, id, current, next));
      this.accounts.set(id, next);
      return publicAccount(structuredClone(next));
    });
  }

  recordSignIn(id: string, at: string): Promise<void> {
    const current = this.accounts.get(id);
    if (current) current.lastSignInAt = at;
    return Promise.resolve();
  }

  delete(id: string, audit?: AuditStamp): Promise<boolean> {
    return settle(() => {
      const current = this.accounts.get(id);
      if (!current) return false;
      if (isActiveOwner(current) && this.activeOwners() <= 1) throw lastOwner();
      if (audit) this.journal.append(accountChangeEntry({ stamp: audit }, id, current, undefined));
      this.accounts.delete(id);
      for (const [hash, link] of this.links) if (link.accountId === id) this.links.delete(hash);
      return true;
    });
  }

  staff(role?: StaffRole): Promise<StaffMember[]> {
    const active = [...this.accounts.values()]
      .filter((a) => !a.disabled && (role === undefined || a.role === role))
      .sort(
        (a, b) =>
          compareText(a.name.toLocaleLowerCase('en'), b.name.toLocaleLowerCase('en')) ||
          compareText(a.id, b.id),
      );
    return Promise.resolve(active.map(staffMember));
  }

  addPasswordLink(link: PasswordLink): Promise<void> {
    if (this.accounts.has(link.accountId)) this.links.set(link.tokenHash, { ...link });
    return Promise.resolve();
  }

  peekPasswordLink(tokenHash: string, now: string): Promise<string | undefined> {
    const link = this.links.get(tokenHash);
    return Promise.resolve(link && Date.parse(link.expiresAt) > Date.parse(now) ? link.accountId : undefined);
  }

  takePasswordLink(tokenHash: string, now: string): Promise<string | undefined> {
    const link = this.links.get(tokenHash);
    this.links.delete(tokenHash);
    return Promise.resolve(link && Date.parse(link.expiresAt) > Date.parse(now) ? link.accountId : undefined);
  }

  private activeOwners(): number {
    let count = 0;
    for (const account of this.accounts.values()) if (isActiveOwner(account)) count += 1;
    return count;
  }
}

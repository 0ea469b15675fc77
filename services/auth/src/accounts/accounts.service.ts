/**
 * The rules of staff accounts: who may be created (one account per email, a password that meets the
 * policy or a one-time set-password link), how they change (a change of role, disabling or deleting
 * signs the account out everywhere at once), and that an active owner always remains (the store
 * decides that atomically with the change). Each change is audited by the store with the change itself.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type Account,
  type CreateAccountRequest,
  type CreatedAccount,
  ERROR_CODES,
  type Page,
  SET_PASSWORD_LINK_HOURS,
  type StaffMember,
  type StaffRole,
  type UpdateAccountRequest,
} from '@madar/shared';
import { AppError, type AuditSource, auditStamp, badRequest, Clock, notFound } from '@madar/shared/nest';
import { AUTH_CONFIG } from '../auth/auth-config';
import type { AuthConfig } from '../config';
import { hashPassword } from '../password';
import { SessionsService } from '../sessions/sessions.service';
import { type AccountListQuery, AccountStore, type StoredAccount } from './accounts.store';
import { passwordMessages, passwordProblems, type PasswordOwner } from './password-policy';

/** Emails are compared without case: stored and looked up lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const accountNotFound = () => notFound(ERROR_CODES.ACCOUNT_NOT_FOUND, 'No account with this id');

const linkInvalid = () =>
  new AppError(
    400,
    ERROR_CODES.ACCOUNT_LINK_INVALID,
    'This set-password link is not valid: it was used already or has expired',
  );

/** The hash a link's token is kept under: the token itself is only ever in the link. */
export const linkTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

const LINK_TTL_MS = SET_PASSWORD_LINK_HOURS * 3600 * 1000;

@Injectable()
export class AccountsService {
  constructor(
    private readonly store: AccountStore,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  list(query: AccountListQuery): Promise<Page<Account>> {
    return this.store.list(query);
  }

  async get(id: string): Promise<Account> {
    const account = await this.store.get(id);
    if (!account) throw accountNotFound();
    return account;
  }

  staff(role?: StaffRole): Promise<StaffMember[]> {
    return this.store.staff(role);
  }

  async create(request: CreateAccountRequest, by: AuditSource): Promise<CreatedAccount> {
    const email = normalizeEmail(request.email);
    const owner = { email, name: request.name };
    if (request.password !== undefined) this.checkPassword('password', request.password, owner);
    const at = this.clock.now();
    const now = at.toISOString();
    const account = await this.store.create(
      {
        id: randomUUID(),
        email,
        name: request.name,
        role: request.role,
        disabled: false,
        // A password someone else chose: the person is asked to pick their own after signing in.
        passwordChangeWanted: request.password !== undefined,
        passwordHash:
          request.password === undefined
            ? null
            : await hashPassword(request.password, this.config.passwordHashParams),
        createdAt: now,
        updatedAt: now,
      },
      auditStamp(by, this.clock),
    );
    if (request.password !== undefined) return account;
    return { ...account, ...(await this.issueLink(account.id, at)) };
  }

  /** A new one-time link for the account to set its password with (shown once; only its hash is kept). */
  async issueLink(
    accountId: string,
    createdAt = this.clock.now(),
  ): Promise<{ setPasswordUrl: string; setPasswordExpiresAt: string }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(createdAt.getTime() + LINK_TTL_MS).toISOString();
    await this.store.addPasswordLink({
      tokenHash: linkTokenHash(token),
      accountId,
      createdAt: createdAt.toISOString(),
      expiresAt,
    });
    const url = new URL('/admin/set-password', this.config.publicOrigin);
    url.hash = `token=${token}`;
    return { setPasswordUrl: url.toString(), setPasswordExpiresAt: expiresAt };
  }

  async update(id: string, changes: UpdateAccountRequest, by: AuditSource): Promise<Account> {
    const before = await this.store.get(id);
    if (!before) throw accountNotFound();
    // Only the fields given: a DTO may hold an absent one as an own `undefined` property.
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const updated = await this.store.update(id, given, this.now(), { stamp: auditStamp(by, this.clock) });
    if (!updated) throw accountNotFound();
    // The tokens carry the role: after a change of role (or disabling) none issued before may be used.
    if (updated.role !== before.role || (updated.disabled && !before.disabled)) {
      await this.sessions.signOutAll(id);
    }
    return updated;
  }

  async delete(id: string, by: AuditSource): Promise<void> {
    if (!(await this.store.delete(id, auditStamp(by, this.clock)))) throw accountNotFound();
    await this.sessions.signOutAll(id);
  }

  /** The account a signed-in person changes their own password on, after checking the current one. */
  async changePassword(accountId: string, newPassword: string, by: AuditSource): Promise<void> {
    const account = await this.store.getStored(accountId);
    if (!account) throw accountNotFound();
    this.checkPassword('newPassword', newPassword, account);
    await this.store.update(
      accountId,
      {
        passwordHash: await hashPassword(newPassword, this.config.passwordHashParams),
        passwordChangeWanted: false,
      },
      this.now(),
      { stamp: auditStamp(by, this.clock), password: 'current_password' },
    );
  }

  /**
   * Sets the password of the link's account and uses the link up; a broken rule leaves the link usable.
   * Audited as the account's own act (the link stands for it), from `address`.
   */
  async setPassword(token: string, password: string, address: string): Promise<void> {
    const tokenHash = linkTokenHash(token);
    const accountId = await this.store.peekPasswordLink(tokenHash, this.now());
    const account = accountId === undefined ? undefined : await this.store.getStored(accountId);
    if (!account || account.disabled) throw linkInvalid();
    this.checkPassword('password', password, account);
    const passwordHash = await hashPassword(password, this.config.passwordHashParams);
    // Taken only now, in one step: of two uses of the same link at once, one finds it gone.
    if ((await this.store.takePasswordLink(tokenHash, this.now())) !== account.id) throw linkInvalid();
    const by: AuditSource = { actor: { id: account.id, email: account.email }, address };
    await this.store.update(account.id, { passwordHash, passwordChangeWanted: false }, this.now(), {
      stamp: auditStamp(by, this.clock),
      password: 'set_password_link',
    });
  }

  findForSignIn(email: string): Promise<StoredAccount | undefined> {
    return this.store.findByEmail(normalizeEmail(email));
  }

  getStored(id: string): Promise<StoredAccount | undefined> {
    return this.store.getStored(id);
  }

  recordSignIn(id: string): Promise<void> {
    return this.store.recordSignIn(id, this.now());
  }

  private checkPassword(field: string, password: string, owner: PasswordOwner): void {
    const problems = passwordProblems(field, password, owner);
    if (problems.length > 0) throw badRequest(passwordMessages(problems), problems);
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}

/**
 * How auth's events read in its audit log. Every entry is about one staff account (`account`, its id),
 * but for the two-step policy (`two_step_policy`, one of a kind: id null). A change to an account is
 * written by its store with the change (create, update, delete, a new password, two-step on or off,
 * sessions added or ended); a refused sign-in changes nothing and is recorded on its own. No entry ever
 * holds a password, a hash, a token, a two-step secret or a recovery code: account fields pass through
 * ACCOUNT_AUDIT, which leaves the hash out, and the other entries carry only the facts named here.
 */
import type { StaffRole } from '@madar/shared';
import type { AuditStamp, AuditSubject, NewAuditEntry } from '@madar/shared/data';
import type { AuditSource } from '@madar/shared/nest';
import type { Session } from '../auth/session.guard';

/** An account's fields as the log shows them: never the password hash. */
export const ACCOUNT_AUDIT: AuditSubject = { type: 'account', omit: ['passwordHash'] };

/** Who acts (a verified session) and from which address. */
export const sourceOf = (session: Pick<Session, 'admin'>, address: string): AuditSource => ({
  actor: { id: session.admin.id, email: session.admin.email },
  address,
});

/** Facts about one account: no fields before or after, only what the event was. */
function accountEvent(
  stamp: AuditStamp,
  accountId: string | null,
  action: NewAuditEntry['action'],
  details: Record<string, unknown> | null,
): NewAuditEntry {
  return { ...stamp, entity: { type: 'account', id: accountId }, action, before: null, after: null, details };
}

/** How a sign-in finished: with the password alone, or a second step by code or recovery code. */
export type SignInMethod = 'password' | 'code' | 'recovery_code';

export interface SignInFacts {
  method: SignInMethod;
  rememberMe: boolean;
  /** The browser, as sessions keep it (bounded). */
  userAgent?: string;
}

export const signInEntry = (stamp: AuditStamp, accountId: string, facts: SignInFacts): NewAuditEntry =>
  accountEvent(stamp, accountId, 'sign_in', {
    method: facts.method,
    rememberMe: facts.rememberMe,
    ...(facts.userAgent !== undefined && { userAgent: facts.userAgent }),
  });

/**
 * Why a sign-in was refused. The password step: no account has the email, the account has no password
 * yet, the password is wrong, or it is right but the account is disabled. The second step: a wrong or
 * used code.
 */
export type SignInRefusal = 'unknown_email' | 'no_password' | 'wrong_password' | 'disabled' | 'wrong_code';

/**
 * A refused sign-in. At the password step nobody is verified: the actor is the email tried with an
 * empty id, and the record is the account that email names (null when none does). At the second step
 * the password was right: the actor is the account.
 */
export const signInFailedEntry = (
  stamp: AuditStamp,
  accountId: string | null,
  reason: SignInRefusal,
  userAgent?: string,
): NewAuditEntry =>
  accountEvent(stamp, accountId, 'sign_in_failed', {
    step: reason === 'wrong_code' ? 'two_step' : 'password',
    reason,
    ...(userAgent !== undefined && { userAgent }),
  });

/** Sessions ended: the request's own (`this_session`) or all of the account's (`everywhere`). */
export const signOutEntry = (
  stamp: AuditStamp,
  accountId: string,
  scope: 'this_session' | 'everywhere',
  sessions: number,
): NewAuditEntry => accountEvent(stamp, accountId, 'sign_out', { scope, sessions });

/** How a new password came: the person's change with the current one, or their set-password link. */
export type PasswordVia = 'current_password' | 'set_password_link';

export const passwordEntry = (stamp: AuditStamp, accountId: string, via: PasswordVia): NewAuditEntry =>
  accountEvent(stamp, accountId, 'password_change', { via });

export const twoStepOnEntry = (stamp: AuditStamp, accountId: string): NewAuditEntry =>
  accountEvent(stamp, accountId, 'two_step_on', null);

/** Off: by the person themselves (`two_step_off`) or an owner's reset for them (`two_step_reset`). */
export const twoStepOffEntry = (
  stamp: AuditStamp,
  accountId: string,
  action: 'two_step_off' | 'two_step_reset',
): NewAuditEntry => accountEvent(stamp, accountId, action, null);

/** The policy saved: the roles required before (the saved ones, else the environment's) and after. */
export const policyEntry = (
  stamp: AuditStamp,
  before: readonly StaffRole[],
  after: readonly StaffRole[],
): NewAuditEntry => ({
  ...stamp,
  entity: { type: 'two_step_policy', id: null },
  action: 'update',
  before: { requiredRoles: [...before] },
  after: { requiredRoles: [...after] },
  details: null,
});

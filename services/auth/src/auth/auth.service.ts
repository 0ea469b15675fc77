/**
 * Sign-in and sign-out of staff accounts. A sign-in opens a session (a recorded token); signing out
 * puts the token on the sign-out list every service checks. Both are audited, and so is each refused
 * sign-in whose password (or second-step code) was checked; one refused by the throttle before any
 * check is not (see recordRefusal).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type AccountLoginResult,
  type AdminUser,
  type AuditActor,
  ERROR_CODES,
  type LoginAnswer,
} from '@madar/shared';
import { AuditLog } from '@madar/shared/data';
import { AppError, auditStamp, Clock, RevocationList, unauthorized } from '@madar/shared/nest';
import { AccountsService, normalizeEmail } from '../accounts/accounts.service';
import type { StoredAccount } from '../accounts/accounts.store';
import type { AuthConfig } from '../config';
import { verifyPassword } from '../password';
import { type SignInMethod, type SignInRefusal, signInFailedEntry, sourceOf } from '../audit/auth-audit';
import { type ClientInfo, SessionsService } from '../sessions/sessions.service';
import { USER_AGENT_MAX } from '../sessions/sessions.store';
import { invalidChallenge, type PendingSignIn, TwoStepService } from '../two-step/two-step.service';
import { AUTH_CONFIG } from './auth-config';
import type { Session } from './session.guard';

export interface Credentials {
  email: string;
  password: string;
  rememberMe?: boolean;
}

const invalidCredentials = () =>
  unauthorized(ERROR_CODES.AUTH_INVALID_CREDENTIALS, 'Invalid email or password');

/** Why the password step refuses, checked in this order (a disabled account only once its password matched). */
function refusalOf(account: StoredAccount | undefined, matches: boolean): SignInRefusal | undefined {
  if (!account) return 'unknown_email';
  if (account.passwordHash === null) return 'no_password';
  if (!matches) return 'wrong_password';
  return account.disabled ? 'disabled' : undefined;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('AuthService');

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly revocations: RevocationList,
    private readonly twoStep: TwoStepService,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  /** The password step: a token, or the second step's challenge when the account has two-step on. */
  async login(
    { email, password, rememberMe = false }: Credentials,
    client: ClientInfo = {},
  ): Promise<LoginAnswer> {
    const account = await this.accounts.findForSignIn(email);
    // A password is checked even for an unknown email, an account without a password yet or a disabled
    // one (against the environment admin's hash, of the production cost), so the answer takes as long
    // either way and neither its timing nor its content tells which emails have an account.
    const hash = account?.passwordHash ?? this.config.admin.passwordHash;
    const matches = await verifyPassword(password, hash);
    const refusal = refusalOf(account, matches);
    if (!account || refusal) {
      // Nobody is verified: the actor is the email tried, and the record the account it names, if any.
      const actor = { id: '', email: normalizeEmail(email) };
      await this.recordRefusal(actor, account?.id ?? null, refusal ?? 'unknown_email', client);
      throw invalidCredentials();
    }
    if (await this.twoStep.isOn(account.id)) return this.twoStep.challenge(account.id, rememberMe);
    return this.signIn(account, rememberMe, client, 'password');
  }

  /** The challenge's sign-in, for the second step's throttle to count under its account. */
  openChallenge(challenge: string): PendingSignIn {
    return this.twoStep.openChallenge(challenge);
  }

  /** The second step: a right code (or unused recovery code) completes the sign-in the challenge began. */
  async loginTwoStep(
    pending: PendingSignIn,
    code: string,
    client: ClientInfo = {},
  ): Promise<AccountLoginResult> {
    const account = await this.accounts.getStored(pending.accountId);
    // Disabled, deleted or reset since the password step: that sign-in is over.
    if (!account || account.passwordHash === null || account.disabled) throw invalidChallenge();
    let method: SignInMethod;
    try {
      method = await this.twoStep.verifySignIn(account.id, code);
    } catch (err) {
      if (err instanceof AppError && err.code === ERROR_CODES.TWO_STEP_INVALID_CODE) {
        await this.recordRefusal({ id: account.id, email: account.email }, account.id, 'wrong_code', client);
      }
      throw err;
    }
    return this.signIn(account, pending.rememberMe, client, method);
  }

  /**
   * A refused sign-in, recorded on its own (it changes nothing). Only attempts the throttle let through
   * to a check get here: past LOGIN_FREE_FAILURES an address waits 1 s, doubling up to LOGIN_MAX_DELAY,
   * before each further one (the second step likewise, on its own counts), so an address adds a few
   * entries and then one per wait, whatever LOGIN_RATE_LIMIT is. If the entry cannot be written the
   * refusal stands as it is: an error here would give the throttle its count back.
   */
  private async recordRefusal(
    actor: AuditActor,
    accountId: string | null,
    reason: SignInRefusal,
    client: ClientInfo,
  ): Promise<void> {
    const userAgent = client.userAgent?.slice(0, USER_AGENT_MAX) || undefined;
    const stamp = auditStamp({ actor, address: client.address ?? '' }, this.clock);
    try {
      await this.audit.record(signInFailedEntry(stamp, accountId, reason, userAgent));
    } catch (err) {
      this.logger.warn(
        `a refused sign-in was not audited: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }

  private async signIn(
    account: StoredAccount,
    rememberMe: boolean,
    client: ClientInfo,
    method: SignInMethod,
  ): Promise<AccountLoginResult> {
    const user: AdminUser = { id: account.id, email: account.email, name: account.name, role: account.role };
    const twoStepOn = method !== 'password';
    const { token } = await this.sessions.open(user, rememberMe, client, method);
    await this.accounts.recordSignIn(account.id);
    // A role that requires two-step without it is let in, flagged: the panel leads the person to enrol.
    const enrolmentRequired = !twoStepOn && (await this.twoStep.isRequired(account.role));
    return {
      token,
      user,
      ...(account.passwordChangeWanted ? { passwordChangeWanted: true as const } : {}),
      ...(enrolmentRequired ? { twoStepEnrolmentRequired: true as const } : {}),
    };
  }

  /**
   * Refuses the session's token from now until it would have expired anyway, in every service: they
   * all check the same list (Redis), or ask this service for it (memory mode).
   */
  logout(session: Session, address: string): Promise<void> {
    return this.sessions.signOut(session.jti, session.expiresAt, sourceOf(session, address));
  }

  /** Whether a token was signed out, for the other services in memory mode. */
  isRevoked(jti: string): Promise<boolean> {
    return this.revocations.isRevoked(jti, 0);
  }

  me(session: Session): AdminUser {
    const { id, email, name, role } = session.admin;
    return { id, email, name, role };
  }
}

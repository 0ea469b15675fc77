/**
 * Sign-in and sign-out of staff accounts. A sign-in opens a session (a recorded token); signing out
 * puts the token on the sign-out list every service checks.
 */
import { Inject, Injectable } from '@nestjs/common';
import { type AccountLoginResult, type AdminUser, ERROR_CODES, type LoginAnswer } from '@madar/shared';
import { RevocationList, unauthorized } from '@madar/shared/nest';
import { AccountsService } from '../accounts/accounts.service';
import type { StoredAccount } from '../accounts/accounts.store';
import type { AuthConfig } from '../config';
import { verifyPassword } from '../password';
import { type ClientInfo, SessionsService } from '../sessions/sessions.service';
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

@Injectable()
export class AuthService {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly revocations: RevocationList,
    private readonly twoStep: TwoStepService,
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
    if (!account || account.passwordHash === null || account.disabled || !matches) throw invalidCredentials();
    if (await this.twoStep.isOn(account.id)) return this.twoStep.challenge(account.id, rememberMe);
    return this.signIn(account, rememberMe, client, false);
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
    await this.twoStep.verifySignIn(account.id, code);
    return this.signIn(account, pending.rememberMe, client, true);
  }

  private async signIn(
    account: StoredAccount,
    rememberMe: boolean,
    client: ClientInfo,
    twoStepOn: boolean,
  ): Promise<AccountLoginResult> {
    const user: AdminUser = { id: account.id, email: account.email, name: account.name, role: account.role };
    const { token } = await this.sessions.open(user, rememberMe, client);
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
  logout(session: Session): Promise<void> {
    return this.sessions.signOut(session.jti, session.expiresAt);
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

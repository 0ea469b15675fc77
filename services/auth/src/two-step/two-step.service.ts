/**
 * Two-step sign-in's rules: enrolling (a secret shown once, on after a right code, ten recovery codes
 * shown once and kept only as hashes), turning it off (one's own, with the password) or resetting it
 * (an owner, for someone who lost their phone), the sign-in's challenge and its code, and which roles
 * must use it (the owner's saved policy, else AUTH_TWO_STEP_REQUIRED_ROLES). Turning it on or off,
 * a reset and a saved policy are audited with the change; starting an enrolment is not (nothing is on
 * until a code confirms it).
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminUser,
  ERROR_CODES,
  STAFF_ROLES,
  type StaffRole,
  type TwoStepChallenge,
  type TwoStepEnrolment,
  type TwoStepStatus,
} from '@madar/shared';
import { AppError, type AuditSource, auditStamp, Clock, conflict, unauthorized } from '@madar/shared/nest';
import { accountNotFound, AccountsService } from '../accounts/accounts.service';
import { type SignInMethod, twoStepOffEntry, twoStepOnEntry } from '../audit/auth-audit';
import { AUTH_CONFIG } from '../auth/auth-config';
import type { AuthConfig } from '../config';
import { SecretBox } from './secret-box';
import { matchCode, newRecoveryCodes, newSecret, otpauthUrl, qrSvg, recoveryCodeHash } from './totp';
import { TwoStepStore } from './two-step.store';

/** How long the sign-in's challenge may be answered: time to open the app, not to wander off. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** A challenge opened: whose sign-in it continues, and how it was asked for. */
export interface PendingSignIn {
  accountId: string;
  rememberMe: boolean;
}

export const invalidCode = (status: 400 | 401) =>
  new AppError(status, ERROR_CODES.TWO_STEP_INVALID_CODE, 'The code is not correct, or was used already');
export const invalidChallenge = () =>
  unauthorized(ERROR_CODES.TWO_STEP_CHALLENGE_INVALID, 'The sign-in has expired; enter your password again');

@Injectable()
export class TwoStepService {
  private readonly box: SecretBox;
  private readonly defaultRoles: readonly StaffRole[];

  constructor(
    private readonly store: TwoStepStore,
    private readonly accounts: AccountsService,
    private readonly clock: Clock,
    @Inject(AUTH_CONFIG) config: AuthConfig,
  ) {
    this.box = SecretBox.fromConfig(config);
    this.defaultRoles = config.twoStep.defaultRequiredRoles;
  }

  async status(user: AdminUser): Promise<TwoStepStatus> {
    const entry = await this.store.get(user.id);
    const enabled = entry?.enabled ?? false;
    return {
      enabled,
      recoveryCodesLeft: enabled ? await this.store.recoveryCodesLeft(user.id) : 0,
      required: await this.isRequired(user.role),
    };
  }

  isOn(accountId: string): Promise<boolean> {
    return this.store.get(accountId).then((entry) => entry?.enabled ?? false);
  }

  /** A new secret, kept encrypted and not on until confirmed; a second enrolment replaces the first. */
  async enrol(user: AdminUser): Promise<TwoStepEnrolment> {
    const secret = newSecret();
    if (!(await this.store.begin(user.id, this.box.seal('secret', secret), this.now()))) throw alreadyOn();
    const url = otpauthUrl(secret, user.email);
    return { secret, otpauthUrl: url, qrSvg: qrSvg(url) };
  }

  /** A right code turns two-step on; the recovery codes are returned this once. */
  async confirm(accountId: string, code: string, by: AuditSource): Promise<string[]> {
    const entry = await this.store.get(accountId);
    if (!entry) throw conflict(ERROR_CODES.TWO_STEP_NOT_STARTED, 'Start the enrolment first');
    if (entry.enabled) throw alreadyOn();
    const timeStep = matchCode(this.secretOf(entry.secret), code.trim(), this.clock.now());
    if (timeStep === undefined) throw invalidCode(400);
    const codes = newRecoveryCodes();
    const audit = twoStepOnEntry(auditStamp(by, this.clock), accountId);
    if (!(await this.store.enable(accountId, codes.map(recoveryCodeHash), timeStep, this.now(), audit)))
      throw alreadyOn();
    return codes;
  }

  /** Off, for oneself: the secret and recovery codes are deleted. */
  async remove(accountId: string, by: AuditSource): Promise<void> {
    await this.store.remove(
      accountId,
      twoStepOffEntry(auditStamp(by, this.clock), accountId, 'two_step_off'),
    );
  }

  /** An owner's reset: 404 for an unknown account; done (and audited only) if it had two-step. */
  async reset(accountId: string, by: AuditSource): Promise<void> {
    await this.accounts.get(accountId).catch(() => {
      throw accountNotFound();
    });
    await this.store.remove(
      accountId,
      twoStepOffEntry(auditStamp(by, this.clock), accountId, 'two_step_reset'),
    );
  }

  enabledAccounts(): Promise<string[]> {
    return this.store.enabledAccounts();
  }

  async requiredRoles(): Promise<StaffRole[]> {
    const saved = await this.store.requiredRoles();
    return STAFF_ROLES.filter((role) => (saved ?? this.defaultRoles).includes(role));
  }

  async saveRequiredRoles(roles: readonly StaffRole[], by: AuditSource): Promise<StaffRole[]> {
    const ordered = STAFF_ROLES.filter((role) => roles.includes(role));
    const audit = { stamp: auditStamp(by, this.clock), fallback: this.defaultRoles };
    await this.store.saveRequiredRoles(ordered, this.now(), audit);
    return ordered;
  }

  async isRequired(role: StaffRole): Promise<boolean> {
    return (await this.requiredRoles()).includes(role);
  }

  /** The challenge a right password earns: sealed, so the client can neither read nor forge it. */
  challenge(accountId: string, rememberMe: boolean): TwoStepChallenge {
    const expiresAt = this.clock.now().getTime() + CHALLENGE_TTL_MS;
    const payload = JSON.stringify({ a: accountId, r: rememberMe, e: expiresAt });
    return {
      twoStep: true,
      challenge: this.box.seal('challenge', payload),
      challengeExpiresAt: new Date(expiresAt).toISOString(),
    };
  }

  /** The sign-in a challenge continues; 401 TWO_STEP.CHALLENGE_INVALID when forged, garbled or expired. */
  openChallenge(challenge: string): PendingSignIn {
    const plain = this.box.open('challenge', challenge);
    const parsed =
      plain === undefined ? undefined : (JSON.parse(plain) as { a: string; r: boolean; e: number });
    if (!parsed || parsed.e <= this.clock.now().getTime()) throw invalidChallenge();
    return { accountId: parsed.a, rememberMe: parsed.r };
  }

  /**
   * Checks the second step's code: a six-digit code of a time step not used before, or an unused
   * recovery code (used up by this); which of the two it was. 401 TWO_STEP.INVALID_CODE otherwise.
   */
  async verifySignIn(accountId: string, code: string): Promise<Exclude<SignInMethod, 'password'>> {
    const entry = await this.store.get(accountId);
    if (!entry?.enabled) throw invalidChallenge();
    const typed = code.trim();
    if (/^\d{6}$/.test(typed)) {
      const timeStep = matchCode(this.secretOf(entry.secret), typed, this.clock.now());
      if (timeStep !== undefined && (await this.store.acceptTimeStep(accountId, timeStep))) return 'code';
    } else if (await this.store.takeRecoveryCode(accountId, recoveryCodeHash(typed))) {
      return 'recovery_code';
    }
    throw invalidCode(401);
  }

  private secretOf(sealed: string): string {
    const secret = this.box.open('secret', sealed);
    // Only a changed AUTH_TWO_STEP_KEY (or signing key) gets here: no code can match, say so plainly.
    if (secret === undefined) {
      throw new AppError(500, ERROR_CODES.INTERNAL, 'The two-step secret cannot be read with this key');
    }
    return secret;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}

const alreadyOn = () =>
  conflict(ERROR_CODES.TWO_STEP_ALREADY_ON, 'Two-step is on already; turn it off first to enrol another app');

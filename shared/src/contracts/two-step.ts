/**
 * Two-step sign-in: time-based one-time codes (TOTP, RFC 6238: six digits, 30-second steps, SHA-1, as
 * every authenticator app reads them) with ten single-use recovery codes. A person enrols from their
 * profile (`/api/auth/two-step/*`); a sign-in of an account with two-step on answers a challenge instead
 * of a token, and the code goes to `/api/auth/login/two-step`. An owner may require it per role.
 */
import type { AccountLoginResult } from './account';
import type { StaffRole } from './staff';
import type { FieldLimits } from './text';

/** How many recovery codes an enrolment gives (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** The sign-in's first answer when the account has two-step on: no token yet, a challenge to answer. */
export interface TwoStepChallenge {
  twoStep: true;
  /** Opaque and short-lived: sent back with the code. */
  challenge: string;
  challengeExpiresAt: string;
}

/** POST /api/auth/login's answer: a token (maybe flagged), or the second step's challenge. */
export type LoginAnswer = AccountLoginResult | TwoStepChallenge;

export const isTwoStepChallenge = (answer: LoginAnswer): answer is TwoStepChallenge =>
  'twoStep' in answer && answer.twoStep === true;

/** POST /api/auth/login/two-step: the challenge and a six-digit code or a recovery code. */
export interface TwoStepLoginRequest {
  challenge: string;
  code: string;
}

/** POST /api/auth/two-step/confirm: the first code from the app, which turns two-step on. */
export interface TwoStepConfirmRequest {
  code: string;
}

/** DELETE /api/auth/two-step: turning one's own two-step off takes the current password. */
export interface TwoStepDisableRequest {
  currentPassword: string;
}

export const TWO_STEP_LIMITS = {
  challenge: 1000,
  // A recovery code is 11 characters (xxxxx-xxxxx); room for spaces a person types or pastes.
  code: 32,
  currentPassword: 1024,
} as const satisfies FieldLimits<TwoStepLoginRequest & TwoStepDisableRequest>;

/** POST /api/auth/two-step/enrol's answer: shown once, never again after the confirmation. */
export interface TwoStepEnrolment {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
}

/** POST /api/auth/two-step/confirm's answer: the recovery codes, shown once (only their hashes are kept). */
export interface TwoStepRecoveryCodes {
  recoveryCodes: string[];
}

/** GET /api/auth/two-step: the signed-in person's own state. */
export interface TwoStepStatus {
  enabled: boolean;
  /** Recovery codes not used yet (0 when off). */
  recoveryCodesLeft: number;
  /** The person's role requires two-step (the owner's policy). */
  required: boolean;
}

/** GET/PUT /api/auth/two-step/policy: the roles that must use two-step (owners only). */
export interface TwoStepPolicy {
  requiredRoles: StaffRole[];
}

/** GET /api/auth/two-step/accounts: the ids of the accounts with two-step on (owners only). */
export interface TwoStepAccounts {
  accountIds: string[];
}

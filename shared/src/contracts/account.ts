/**
 * Staff accounts kept by auth: who may sign in, with which role (STAFF_ROLES in ./staff), the owner's
 * requests to manage them (`/api/auth/users`), the password rules every new password meets, the
 * sessions each sign-in opens, and the staff directory other screens read (`/api/auth/staff`).
 */
import { LOGIN_LIMITS, type LoginResult, type StaffRole } from './staff';
import { SHORT_TEXT_MAX, type FieldLimits } from './text';

/** POST /api/auth/users: an owner adds a staff member; without `password` the answer carries a set-password link. */
export interface CreateAccountRequest {
  email: string;
  name: string;
  role: StaffRole;
  password?: string;
}

/** PATCH /api/auth/users/{id}: any of the three; a change of role or disabling signs the account out everywhere. */
export interface UpdateAccountRequest {
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
}

/** POST /api/auth/password: the signed-in person's own new password. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/auth/password/set: the one-time link's token (from the address's `#token=`) and the new password. */
export interface SetPasswordRequest {
  token: string;
  password: string;
}

export const ACCOUNT_LIMITS = {
  name: SHORT_TEXT_MAX,
  password: LOGIN_LIMITS.password,
} as const satisfies FieldLimits<CreateAccountRequest>;

/** The set-password link's token: 32 random bytes in base64url are 43 characters. */
export const SET_PASSWORD_LIMITS = {
  token: 100,
  password: LOGIN_LIMITS.password,
} as const satisfies FieldLimits<SetPasswordRequest>;

/** The shortest password accepted; a long passphrase beats character-class rules (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * Why a new password was refused: each is one `details` entry of the 400, `{ field, rule, params? }`.
 * `minLength`/`maxLength` carry `{ min }`/`{ max }`; `commonPassword` means it is on the shipped list
 * of the most used (and leaked) passwords.
 */
export const PASSWORD_RULES = [
  'minLength',
  'maxLength',
  'containsEmail',
  'containsName',
  'commonPassword',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** How long a set-password link is valid. */
export const SET_PASSWORD_LINK_HOURS = 72;

/** A staff account as the owner sees it (never its password hash). */
export interface Account {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** A disabled account cannot sign in; its tokens were refused the moment it was disabled. */
  disabled: boolean;
  /** The owner set the password: the person is asked to choose their own (never refused for it). */
  passwordChangeWanted: boolean;
  createdAt: string;
  updatedAt: string;
  lastSignInAt?: string;
}

/** POST /api/auth/users's answer: the account, and when no password was given the one-time link (shown once). */
export interface CreatedAccount extends Account {
  setPasswordUrl?: string;
  setPasswordExpiresAt?: string;
}

export const ACCOUNT_SORT_FIELDS = ['name', 'email', 'role', 'createdAt', 'lastSignInAt'] as const;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];
export const ACCOUNT_DEFAULT_SORT = 'name:asc' satisfies `${AccountSortField}:${'asc' | 'desc'}`;

/** GET /api/auth/staff: an active account as other screens show it (assignees, authors). */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

/** One signed-in device: a token auth issued and has not seen signed out or expired. */
export interface StaffSession {
  /** The token's `jti`. */
  id: string;
  issuedAt: string;
  expiresAt: string;
  userAgent?: string;
  address?: string;
  /** The session of the request that asked (GET /api/auth/sessions only). */
  current?: boolean;
}

/** The sign-in answer: the token, who signed in, and whether they are asked to choose a new password. */
export interface AccountLoginResult extends LoginResult {
  passwordChangeWanted?: true;
  /** The role requires two-step and the account has none yet: the panel leads the person to enrol. */
  twoStepEnrolmentRequired?: true;
}

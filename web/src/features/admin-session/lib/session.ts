/**
 * The admin session rules (docs/product.md#sign-in): the token is kept on sign-in; the email is remembered
 * only with "remember me" (and forgotten without it); the remembered email pre-fills the form. Who signed
 * in (their role decides the panel's menu) is kept beside the token, so a reload draws the right menu at
 * once; GET /api/auth/me refreshes it (see AdminUserProvider).
 */
import { STAFF_ROLES, type AccountLoginResult, type AdminUser } from '@madar/shared';
import { ADMIN_EMAIL_KEY, clearAdminToken, setAdminToken } from '@/lib/admin-session';

export const ADMIN_USER_KEY = 'adminUser';
/** Set when the login answer asked for a new password; cleared once the person chose one. */
export const PASSWORD_CHANGE_WANTED_KEY = 'adminPasswordChangeWanted';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function getRememberedEmail(): string {
  return storage()?.getItem(ADMIN_EMAIL_KEY) ?? '';
}

export function startSession(result: AccountLoginResult, email: string, rememberMe: boolean): void {
  setAdminToken(result.token);
  storeUser(result.user);
  setPasswordChangeWanted(result.passwordChangeWanted === true);
  if (rememberMe) storage()?.setItem(ADMIN_EMAIL_KEY, email);
  else storage()?.removeItem(ADMIN_EMAIL_KEY);
}

/** Ends the session on this device; the remembered email stays so the next sign-in is quicker. */
export function endSession(): void {
  clearAdminToken();
  storage()?.removeItem(ADMIN_USER_KEY);
  storage()?.removeItem(PASSWORD_CHANGE_WANTED_KEY);
}

export const isUser = (value: unknown): value is AdminUser => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email, name, role } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof email === 'string' &&
    typeof name === 'string' &&
    STAFF_ROLES.includes(role as AdminUser['role'])
  );
};

/** The signed-in staff member as last seen (login or GET /api/auth/me), or null when unknown. */
export function storedUser(): AdminUser | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(ADMIN_USER_KEY) ?? 'null');
    return isUser(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeUser(user: AdminUser): void {
  const { id, email, name, role } = user;
  storage()?.setItem(ADMIN_USER_KEY, JSON.stringify({ id, email, name, role }));
}

export function passwordChangeWanted(): boolean {
  return storage()?.getItem(PASSWORD_CHANGE_WANTED_KEY) === 'true';
}

export function setPasswordChangeWanted(wanted: boolean): void {
  if (wanted) storage()?.setItem(PASSWORD_CHANGE_WANTED_KEY, 'true');
  else storage()?.removeItem(PASSWORD_CHANGE_WANTED_KEY);
}

/**
 * What the sign-in page is handed when a visitor is sent to it: where they were (path, query and hash, so
 * `/admin/dashboard/careers?tab=applications` comes back whole) and, when their session ran out, why.
 */
export interface SignInState {
  from: string;
  reason?: 'expired';
}

/** The address to come back to after signing in, query and hash included. */
export const returnPath = (location: { pathname: string; search: string; hash: string }): string =>
  `${location.pathname}${location.search}${location.hash}`;

const stateField = (state: unknown, name: keyof SignInState): unknown =>
  typeof state === 'object' && state !== null && name in state
    ? (state as Record<string, unknown>)[name]
    : null;

/**
 * Where to go after signing in: the admin page the visitor was sent away from, with its query, else the
 * dashboard. Only a panel page is taken (its path, before any query, decides), never another site's.
 */
export function redirectTarget(state: unknown): string {
  const from = stateField(state, 'from');
  if (typeof from !== 'string') return '/admin/dashboard';
  const path = from.split(/[?#]/, 1)[0] ?? '';
  const panel =
    path === '/admin/dashboard' || path.startsWith('/admin/dashboard/') || path === '/admin/profile';
  return panel ? from : '/admin/dashboard';
}

/** Whether the visitor was sent to sign in because their session ran out (the page says so). */
export const sessionExpired = (state: unknown): boolean => stateField(state, 'reason') === 'expired';

/**
 * The admin session rules (docs/product.md#sign-in): the token is kept on sign-in; the email is remembered
 * only with "remember me" (and forgotten without it); the remembered email pre-fills the form.
 */
import type { LoginResult } from '@madar/shared';
import { ADMIN_EMAIL_KEY, clearAdminToken, setAdminToken } from '@/lib/admin-session';

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

export function startSession(result: LoginResult, email: string, rememberMe: boolean): void {
  setAdminToken(result.token);
  if (rememberMe) storage()?.setItem(ADMIN_EMAIL_KEY, email);
  else storage()?.removeItem(ADMIN_EMAIL_KEY);
}

/** Ends the session on this device; the remembered email stays so the next sign-in is quicker. */
export function endSession(): void {
  clearAdminToken();
}

/** Where to go after signing in: the admin page the guard sent the visitor away from, else the dashboard. */
export function redirectTarget(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  return typeof from === 'string' && from.startsWith('/admin/dashboard') ? from : '/admin/dashboard';
}

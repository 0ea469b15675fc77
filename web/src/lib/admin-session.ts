/**
 * The admin session as the browser stores it (docs/product.md#admin-session): the token and the
 * remembered email in localStorage. The client only checks that a token is present; the services verify it.
 */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_EMAIL_KEY = 'adminEmail';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes); the site still works without a session.
    return undefined;
  }
}

export function getAdminToken(): string | null {
  return storage()?.getItem(ADMIN_TOKEN_KEY) ?? null;
}

export function setAdminToken(token: string): void {
  storage()?.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
}

export function hasAdminSession(): boolean {
  return Boolean(getAdminToken());
}

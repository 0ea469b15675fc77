/**
 * Calls through the gateway, the only address the integration tests use, and what every answer of the
 * gateway carries.
 */
import { systemState } from './state';

export const url = (path: string): string => `${systemState().baseUrl}${path}`;

export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });

/** The admin token of the run (one sign-in for all files; see global-setup.ts). */
export const admin = (): Record<string, string> => bearer(systemState().adminToken);

export interface JsonAnswer<T> {
  response: Response;
  body: T;
}

export async function getJson<T = Record<string, unknown>>(
  path: string,
  headers: Record<string, string> = {},
): Promise<JsonAnswer<T>> {
  const response = await fetch(url(path), { headers });
  return { response, body: (await response.json()) as T };
}

/** A JSON request; the body of a 204 (or any empty answer) is read as null. */
export async function sendJson<T = Record<string, unknown>>(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer<T | null>> {
  const response = await fetch(url(path), {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { response, body: text ? (JSON.parse(text) as T) : null };
}

const SECURITY_HEADERS: Record<string, RegExp> = {
  'content-security-policy':
    /default-src 'self'.*script-src 'self'.*object-src 'none'.*base-uri 'none'.*frame-ancestors 'none'/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/,
  'x-frame-options': /^DENY$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
};

export function expectSecurityHeaders(response: Response): void {
  for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
    expect({ [name]: response.headers.get(name) }).toEqual({ [name]: expect.stringMatching(pattern) });
  }
  // Plain HTTP: no HSTS (the prod overlay turns it on behind its TLS ingress).
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

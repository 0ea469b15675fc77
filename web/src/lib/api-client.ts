/**
 * The one place the web app calls `fetch`. It adds the base path, JSON headers and the admin bearer
 * token, and turns every failure into an ApiError. A 401 ends the admin session
 * (docs/product.md#admin-session).
 */
import { env } from '@/config/env';
import { ADMIN_LOGIN_PATH } from '@/config/site';
import { clearAdminToken, getAdminToken } from './admin-session';
import { ApiError, CLIENT_ERROR_CODES, FORBIDDEN_CODE } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Serialised as JSON, unless it is FormData (multipart uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

type UnauthorizedHandler = () => void;

const goToLogin: UnauthorizedHandler = () => {
  // Already on the sign-in page (e.g. a wrong password): stay, so the form can show the message.
  if (window.location.pathname !== ADMIN_LOGIN_PATH) window.location.assign(ADMIN_LOGIN_PATH);
};
let onUnauthorized: UnauthorizedHandler = goToLogin;

type ForbiddenHandler = () => void;
let onForbidden: ForbiddenHandler | undefined;

/**
 * What a 403 AUTH.FORBIDDEN does (the signed-in role does not hold the route's area): the admin layout
 * shows its "not allowed" page. Returns a restore function.
 */
export function setForbiddenHandler(handler: ForbiddenHandler): () => void {
  onForbidden = handler;
  return () => {
    if (onForbidden === handler) onForbidden = undefined;
  };
}

/** Lets the app (or a test) decide how to leave for the sign-in page; returns a restore function. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  onUnauthorized = handler;
  return () => {
    onUnauthorized = goToLogin;
  };
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${env.apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

export function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = getAdminToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: isForm
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, CLIENT_ERROR_CODES.NETWORK, 'The server could not be reached');
  }

  const body = parseJson(await response.text());
  if (!response.ok) {
    if (response.status === 401) {
      clearAdminToken();
      onUnauthorized();
    }
    const error = ApiError.fromResponse(
      response.status,
      response.statusText,
      body,
      // `?.`: the tests' hand-written fetch doubles may have no headers.
      response.headers?.get('Retry-After'),
    );
    if (error.code === FORBIDDEN_CODE) onForbidden?.();
    throw error;
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, options),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PATCH', body }),
  delete: <T = void>(path: string) => request<T>(path, { method: 'DELETE' }),
};

/** Ends the admin session after a 401 (for the file transfers in api-transfer.ts). */
export function signOutAfter401(): void {
  clearAdminToken();
  onUnauthorized();
}

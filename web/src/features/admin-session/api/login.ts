import type { LoginRequest, LoginResult } from '@madar/shared';
import { api } from '@/lib/api-client';

/** POST /api/auth/login: a signed admin token for the one demo pair; 401 otherwise, 429 when throttled. */
export function login(input: LoginRequest): Promise<LoginResult> {
  return api.post<LoginResult>('/auth/login', input);
}

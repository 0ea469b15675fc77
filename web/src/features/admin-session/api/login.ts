import type { AccountLoginResult, LoginRequest } from '@madar/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/login: a signed token and who signed in (and whether they are asked to choose their
 * own password); 401 otherwise, 429 when throttled.
 */
export function login(input: LoginRequest): Promise<AccountLoginResult> {
  return api.post<AccountLoginResult>('/auth/login', input);
}

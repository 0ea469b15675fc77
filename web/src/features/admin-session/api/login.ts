import type { LoginResult } from '@madar/shared';
import { api } from '@/lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** POST /api/auth/login: a signed admin token for the one demo pair; 401 otherwise, 429 when throttled. */
export function login(input: LoginInput): Promise<LoginResult> {
  return api.post<LoginResult>('/auth/login', input);
}

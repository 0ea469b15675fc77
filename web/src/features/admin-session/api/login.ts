import type { AccountLoginResult, LoginAnswer, LoginRequest, TwoStepLoginRequest } from '@madar/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/login: a signed token and who signed in (and whether they are asked to choose their
 * own password or to enrol two-step), or, when the account has two-step on, a challenge for the second
 * step; 401 otherwise, 429 when throttled.
 */
export function login(input: LoginRequest): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/auth/login', input);
}

/** POST /api/auth/login/two-step: the challenge and a one-time or recovery code; 401 for a wrong code. */
export function loginTwoStep(input: TwoStepLoginRequest): Promise<AccountLoginResult> {
  return api.post<AccountLoginResult>('/auth/login/two-step', input);
}

import type { StaffRole, TwoStepAccounts, TwoStepPolicy } from '@madar/shared';
import useSWR from 'swr';
import { api, request } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/auth/two-step/accounts (owners): the ids of the accounts with two-step on. */
export const twoStepAccountsKey = '/auth/two-step/accounts';

export function useTwoStepAccounts() {
  return useSWR<TwoStepAccounts, ApiError>(twoStepAccountsKey, () =>
    api.get<TwoStepAccounts>(twoStepAccountsKey),
  );
}

/** DELETE /api/auth/users/:id/two-step (owners): off for that person (a lost phone); they may enrol again. */
export function resetTwoStep(id: string): Promise<void> {
  return api.delete(`/auth/users/${encodeURIComponent(id)}/two-step`);
}

/** GET/PUT /api/auth/two-step/policy (owners): the roles that must use two-step. */
export const twoStepPolicyKey = '/auth/two-step/policy';

export function useTwoStepPolicy() {
  return useSWR<TwoStepPolicy, ApiError>(twoStepPolicyKey, () => api.get<TwoStepPolicy>(twoStepPolicyKey));
}

/** Answers the policy as stored; it applies from each person's next sign-in. */
export function saveTwoStepPolicy(requiredRoles: StaffRole[]): Promise<TwoStepPolicy> {
  return request<TwoStepPolicy>(twoStepPolicyKey, { method: 'PUT', body: { requiredRoles } });
}

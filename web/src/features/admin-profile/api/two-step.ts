import type {
  TwoStepDisableRequest,
  TwoStepEnrolment,
  TwoStepRecoveryCodes,
  TwoStepStatus,
} from '@madar/shared';
import useSWR from 'swr';
import { api, request } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/auth/two-step: the signed-in person's own two-step (on, codes left, required by the role). */
export const twoStepKey = '/auth/two-step';

export function useTwoStep() {
  return useSWR<TwoStepStatus, ApiError>(twoStepKey, () => api.get<TwoStepStatus>(twoStepKey));
}

/** POST /api/auth/two-step/enrol: a new secret with its QR code; not on until confirmed. */
export function startEnrolment(): Promise<TwoStepEnrolment> {
  return api.post<TwoStepEnrolment>('/auth/two-step/enrol');
}

/** POST /api/auth/two-step/confirm: on; the recovery codes come back this once (400 for a wrong code). */
export function confirmEnrolment(code: string): Promise<TwoStepRecoveryCodes> {
  return api.post<TwoStepRecoveryCodes>('/auth/two-step/confirm', { code });
}

/** DELETE /api/auth/two-step with the current password (400 ACCOUNT.WRONG_PASSWORD). */
export function turnOffTwoStep(input: TwoStepDisableRequest): Promise<void> {
  return request<void>(twoStepKey, { method: 'DELETE', body: input });
}

import type { StaffMember } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/**
 * GET /api/auth/staff (any signed-in staff member): the active accounts, to name who made each change
 * in the activity list. The same key as every other screen that names people, so the panel fetches
 * the list once and shares it.
 */
export const staffKey = '/auth/staff';

/** `enabled` false: not asked (nothing on screen names a staff member). */
export function useStaff(enabled = true) {
  return useSWR<StaffMember[], ApiError>(enabled ? staffKey : null, () => api.get<StaffMember[]>(staffKey));
}

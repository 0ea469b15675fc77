import type { StaffMember } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/auth/staff: the active staff accounts, to name who did what and to filter by person. */
export const staffKey = '/auth/staff';

export function useStaff() {
  return useSWR<StaffMember[], ApiError>(staffKey, () => api.get<StaffMember[]>(staffKey));
}

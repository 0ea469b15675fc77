import type { TeamMember } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/team: the leadership team. */
export const teamKey = '/team';

export function getTeam(): Promise<TeamMember[]> {
  return api.get<TeamMember[]>(teamKey);
}

export function useTeam() {
  return useSWR<TeamMember[], ApiError>(teamKey, getTeam);
}

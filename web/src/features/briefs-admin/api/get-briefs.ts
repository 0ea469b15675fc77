import type { ClientBrief } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/briefs (admin): every client brief, newest first. */
export const briefsKey = '/briefs';

export function getBriefs(): Promise<ClientBrief[]> {
  return api.get<ClientBrief[]>(briefsKey);
}

export function useBriefs() {
  return useSWR<ClientBrief[], ApiError>(briefsKey, getBriefs);
}

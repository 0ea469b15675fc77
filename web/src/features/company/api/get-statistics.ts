import type { Statistic } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/statistics: the four headline figures. */
export const statisticsKey = '/statistics';

export function getStatistics(): Promise<Statistic[]> {
  return api.get<Statistic[]>(statisticsKey);
}

export function useStatistics() {
  return useSWR<Statistic[], ApiError>(statisticsKey, getStatistics);
}

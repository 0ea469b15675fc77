import type { StatSummary } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';
import type { DashboardSource } from '../lib/stats';

/** GET /api/{blog,applications,briefs}/stats (admin): one service's stat summary. */
export const statKey = (source: DashboardSource) => `/${source}/stats`;

export function getStat(source: DashboardSource): Promise<StatSummary> {
  return api.get<StatSummary>(statKey(source));
}

/** `enabled` false: not asked at all (the role does not hold the source's area). */
export function useStat(source: DashboardSource, enabled = true) {
  return useSWR<StatSummary, ApiError>(enabled ? statKey(source) : null, () => getStat(source));
}

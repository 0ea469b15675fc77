import type { ActivityItem } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';
import type { DashboardSource } from '../lib/stats';

/** GET /api/{blog,applications,briefs}/activity (admin): one service's latest activity, newest first. */
export const activityKey = (source: DashboardSource) => `/${source}/activity`;

export function getActivity(source: DashboardSource): Promise<ActivityItem[]> {
  return api.get<ActivityItem[]>(activityKey(source));
}

/** `enabled` false: not asked at all (the role does not hold the source's area). */
export function useActivity(source: DashboardSource, enabled = true) {
  return useSWR<ActivityItem[], ApiError>(enabled ? activityKey(source) : null, () => getActivity(source));
}

import { DEFAULT_WEEKS, type StaffArea, type WeeklyCount } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/**
 * GET /api/{briefs,applications,contact}/weekly?weeks=8 (admin): submissions per rolling seven-day
 * window, oldest first, counted by the service that owns them (the lists never reach the browser).
 */
export const WEEKLY_SOURCES = {
  briefs: '/briefs/weekly',
  applications: '/applications/weekly',
  messages: '/contact/weekly',
} as const;
export type WeeklySource = keyof typeof WEEKLY_SOURCES;

/** The role-table area each weekly count belongs to. */
export const WEEKLY_AREAS = {
  briefs: 'leads',
  applications: 'careers',
  messages: 'leads',
} as const satisfies Record<WeeklySource, StaffArea>;

export const weeklyKey = (source: WeeklySource, weeks = DEFAULT_WEEKS) =>
  `${WEEKLY_SOURCES[source]}?weeks=${weeks}`;

export function getWeekly(source: WeeklySource): Promise<WeeklyCount[]> {
  return api.get<WeeklyCount[]>(weeklyKey(source));
}

/** `enabled` false: not asked at all (the role does not hold the source's area). */
export function useWeekly(source: WeeklySource, enabled = true) {
  return useSWR<WeeklyCount[], ApiError>(enabled ? weeklyKey(source) : null, () => getWeekly(source));
}

import { DEFAULT_WEEKS, type WeeklyCount } from '@madar/shared';
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

export const weeklyKey = (source: WeeklySource, weeks = DEFAULT_WEEKS) =>
  `${WEEKLY_SOURCES[source]}?weeks=${weeks}`;

export function getWeekly(source: WeeklySource): Promise<WeeklyCount[]> {
  return api.get<WeeklyCount[]>(weeklyKey(source));
}

export function useWeekly(source: WeeklySource) {
  return useSWR<WeeklyCount[], ApiError>(weeklyKey(source), () => getWeekly(source));
}

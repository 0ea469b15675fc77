import { mayAccess, type StaffRole } from '@madar/shared';
import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { activityKey, getActivity, useActivity } from '../api/get-activity';
import { getStat, statKey, useStat } from '../api/get-stat';
import {
  getWeekly,
  useWeekly,
  weeklyKey,
  WEEKLY_AREAS,
  WEEKLY_SOURCES,
  type WeeklySource,
} from '../api/get-weekly';
import { mergeActivity } from '../lib/activity';
import { DASHBOARD_SOURCES, SOURCE_AREAS, statOrDefault, type DashboardSource } from '../lib/stats';
import { mergeWeekly } from '../lib/weekly';

/** The dashboard sources and weekly counts `role` may see: the others are neither asked for nor shown. */
export function visibleSources(role: StaffRole) {
  return {
    sources: DASHBOARD_SOURCES.filter((source) => mayAccess(role, SOURCE_AREAS[source])),
    weekly: (Object.keys(WEEKLY_SOURCES) as WeeklySource[]).filter((source) =>
      mayAccess(role, WEEKLY_AREAS[source]),
    ),
  };
}

/**
 * Everything the overview shows, of what `role` may see. Each request stands alone, so one failing
 * service leaves its figure at the default and the rest of the page intact (docs/product.md#dashboard);
 * `loadError` says that something did fail.
 */
export function useDashboardData(now: Date, role: StaffRole) {
  const { mutate } = useSWRConfig();
  const { sources, weekly } = visibleSources(role);
  const has = (source: DashboardSource) => sources.includes(source);
  const hasWeekly = (source: WeeklySource) => weekly.includes(source);
  const blog = useStat('blog', has('blog'));
  const applications = useStat('applications', has('applications'));
  const briefs = useStat('briefs', has('briefs'));
  const blogActivity = useActivity('blog', has('blog'));
  const applicationActivity = useActivity('applications', has('applications'));
  const briefActivity = useActivity('briefs', has('briefs'));
  const briefWeeks = useWeekly('briefs', hasWeekly('briefs'));
  const applicationWeeks = useWeekly('applications', hasWeekly('applications'));
  const messageWeeks = useWeekly('messages', hasWeekly('messages'));
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState(false);

  const all = [
    blog,
    applications,
    briefs,
    blogActivity,
    applicationActivity,
    briefActivity,
    briefWeeks,
    applicationWeeks,
    messageWeeks,
  ];
  const loading = all.some((entry) => entry.isLoading);
  const loadError = all.some((entry) => entry.error !== undefined);

  const stats = {
    blog: statOrDefault(blog.data),
    applications: statOrDefault(applications.data),
    briefs: statOrDefault(briefs.data),
  };
  const activity = mergeActivity([blogActivity.data, applicationActivity.data, briefActivity.data]);

  const nowTime = now.getTime();
  const weeks = useMemo(
    () =>
      mergeWeekly(
        { briefs: briefWeeks.data, applications: applicationWeeks.data, messages: messageWeeks.data },
        new Date(nowTime),
      ),
    [briefWeeks.data, applicationWeeks.data, messageWeeks.data, nowTime],
  );

  /** Fetches everything again; keeps the figures on screen and reports a failure of its own. */
  const refresh = async () => {
    setRefreshing(true);
    setRefreshError(false);
    const results = await Promise.allSettled([
      ...sources.map((source) => mutate(statKey(source), getStat(source), { revalidate: false })),
      ...sources.map((source) => mutate(activityKey(source), getActivity(source), { revalidate: false })),
      ...weekly.map((source) => mutate(weeklyKey(source), getWeekly(source), { revalidate: false })),
    ]);
    setRefreshError(results.some((result) => result.status === 'rejected'));
    setRefreshing(false);
  };

  return {
    sources,
    weekly,
    stats,
    activity,
    weeks,
    loading,
    loadError,
    refresh,
    refreshing,
    refreshError,
  };
}

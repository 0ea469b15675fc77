import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { activityKey, getActivity, useActivity } from '../api/get-activity';
import { getStat, statKey, useStat } from '../api/get-stat';
import { getWeekly, useWeekly, weeklyKey, WEEKLY_SOURCES, type WeeklySource } from '../api/get-weekly';
import { mergeActivity } from '../lib/activity';
import { DASHBOARD_SOURCES, statOrDefault } from '../lib/stats';
import { mergeWeekly } from '../lib/weekly';

/**
 * Everything the overview shows. Each request stands alone, so one failing service leaves its figure at
 * the default and the rest of the page intact (docs/product.md#dashboard); `loadError` says that something
 * did fail.
 */
export function useDashboardData(now: Date) {
  const { mutate } = useSWRConfig();
  const blog = useStat('blog');
  const applications = useStat('applications');
  const briefs = useStat('briefs');
  const blogActivity = useActivity('blog');
  const applicationActivity = useActivity('applications');
  const briefActivity = useActivity('briefs');
  const briefWeeks = useWeekly('briefs');
  const applicationWeeks = useWeekly('applications');
  const messageWeeks = useWeekly('messages');
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
    const weekly = Object.keys(WEEKLY_SOURCES) as WeeklySource[];
    const results = await Promise.allSettled([
      ...DASHBOARD_SOURCES.map((source) => mutate(statKey(source), getStat(source), { revalidate: false })),
      ...DASHBOARD_SOURCES.map((source) =>
        mutate(activityKey(source), getActivity(source), { revalidate: false }),
      ),
      ...weekly.map((source) => mutate(weeklyKey(source), getWeekly(source), { revalidate: false })),
    ]);
    setRefreshError(results.some((result) => result.status === 'rejected'));
    setRefreshing(false);
  };

  return { stats, activity, weeks, loading, loadError, refresh, refreshing, refreshError };
}

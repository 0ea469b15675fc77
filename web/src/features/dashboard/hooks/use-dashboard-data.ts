import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { activityKey, getActivity, useActivity } from '../api/get-activity';
import { getStat, statKey, useStat } from '../api/get-stat';
import {
  getSubmissions,
  submissionsKey,
  SUBMISSION_LISTS,
  useApplicationList,
  useBriefList,
  useMessageList,
  type SubmissionList,
} from '../api/get-submissions';
import { mergeActivity } from '../lib/activity';
import { DASHBOARD_SOURCES, statOrDefault } from '../lib/stats';
import { bucketByWeek } from '../lib/weekly';

/**
 * Everything the overview shows. Each request stands alone, so one failing service leaves its figure at
 * the default and the rest of the page intact (spec §3); `loadError` says that something did fail.
 */
export function useDashboardData(now: Date) {
  const { mutate } = useSWRConfig();
  const blog = useStat('blog');
  const applications = useStat('applications');
  const briefs = useStat('briefs');
  const blogActivity = useActivity('blog');
  const applicationActivity = useActivity('applications');
  const briefActivity = useActivity('briefs');
  const briefList = useBriefList();
  const applicationList = useApplicationList();
  const messageList = useMessageList();
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState(false);

  const all = [
    blog,
    applications,
    briefs,
    blogActivity,
    applicationActivity,
    briefActivity,
    briefList,
    applicationList,
    messageList,
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
      bucketByWeek(
        {
          briefs: (briefList.data ?? []).map(SUBMISSION_LISTS.briefs.date),
          applications: (applicationList.data ?? []).map(SUBMISSION_LISTS.applications.date),
          messages: (messageList.data ?? []).map(SUBMISSION_LISTS.messages.date),
        },
        new Date(nowTime),
      ),
    [briefList.data, applicationList.data, messageList.data, nowTime],
  );

  /** Fetches everything again; keeps the figures on screen and reports a failure of its own. */
  const refresh = async () => {
    setRefreshing(true);
    setRefreshError(false);
    const lists: SubmissionList[] = ['briefs', 'applications', 'messages'];
    const results = await Promise.allSettled([
      ...DASHBOARD_SOURCES.map((source) => mutate(statKey(source), getStat(source), { revalidate: false })),
      ...DASHBOARD_SOURCES.map((source) =>
        mutate(activityKey(source), getActivity(source), { revalidate: false }),
      ),
      ...lists.map((list) => mutate(submissionsKey(list), getSubmissions(list), { revalidate: false })),
    ]);
    setRefreshError(results.some((result) => result.status === 'rejected'));
    setRefreshing(false);
  };

  return { stats, activity, weeks, loading, loadError, refresh, refreshing, refreshError };
}

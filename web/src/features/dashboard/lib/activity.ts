import { DEFAULT_ACTIVITY_LIMIT, latestActivity, type ActivityItem } from '@madar/shared';

/** The activity feeds of every service merged: newest first, at most `limit`; a missing feed adds nothing. */
export function mergeActivity(
  feeds: readonly (readonly ActivityItem[] | undefined)[],
  limit = DEFAULT_ACTIVITY_LIMIT,
): ActivityItem[] {
  return latestActivity(
    feeds.flatMap((feed) => feed ?? []),
    limit,
  );
}

/** A React key unique across services (ids only need to be unique within one service's feed). */
export const activityKey = (item: ActivityItem): string => `${item.type}:${item.id}:${item.timestamp}`;

import type { TimelineEntry } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/timeline: company history, oldest first. */
export const timelineKey = '/timeline';

export function getTimeline(): Promise<TimelineEntry[]> {
  return api.get<TimelineEntry[]>(timelineKey);
}

export function useTimeline() {
  return useSWR<TimelineEntry[], ApiError>(timelineKey, getTimeline);
}

import type { ClientBrief, ContactMessage, JobApplication } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/**
 * GET /api/briefs, /api/applications and /api/contact (admin): the full lists, used for their dates only.
 * The keys are the lists' own, so the admin screens that show them share the cache.
 */
export const SUBMISSION_LISTS = {
  briefs: { key: '/briefs', date: (row: ClientBrief) => row.submittedAt },
  applications: { key: '/applications', date: (row: JobApplication) => row.submittedAt },
  messages: { key: '/contact', date: (row: ContactMessage) => row.receivedAt },
} as const;
export type SubmissionList = keyof typeof SUBMISSION_LISTS;

export const submissionsKey = (list: SubmissionList) => SUBMISSION_LISTS[list].key;

export function getSubmissions<T>(list: SubmissionList): Promise<T[]> {
  return api.get<T[]>(submissionsKey(list));
}

export function useBriefList() {
  return useSWR<ClientBrief[], ApiError>(submissionsKey('briefs'), () =>
    getSubmissions<ClientBrief>('briefs'),
  );
}

export function useApplicationList() {
  return useSWR<JobApplication[], ApiError>(submissionsKey('applications'), () =>
    getSubmissions<JobApplication>('applications'),
  );
}

export function useMessageList() {
  return useSWR<ContactMessage[], ApiError>(submissionsKey('messages'), () =>
    getSubmissions<ContactMessage>('messages'),
  );
}

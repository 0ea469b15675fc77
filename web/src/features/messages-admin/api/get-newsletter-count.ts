import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/newsletter/count (admin): how many addresses signed up. */
export const newsletterCountKey = '/newsletter/count';

export function getNewsletterCount(): Promise<{ total: number }> {
  return api.get<{ total: number }>(newsletterCountKey);
}

export function useNewsletterCount() {
  return useSWR<{ total: number }, ApiError>(newsletterCountKey, getNewsletterCount);
}

import type { ServiceSummary } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/services: the seven services as summaries, bilingual (process and FAQs: useService). */
export const servicesKey = '/services';

export function getServices(): Promise<ServiceSummary[]> {
  return api.get<ServiceSummary[]>(servicesKey);
}

export function useServices() {
  return useSWR<ServiceSummary[], ApiError>(servicesKey, getServices);
}

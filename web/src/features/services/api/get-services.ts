import type { Service } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/services: the seven services, bilingual. */
export const servicesKey = '/services';

export function getServices(): Promise<Service[]> {
  return api.get<Service[]>(servicesKey);
}

export function useServices() {
  return useSWR<Service[], ApiError>(servicesKey, getServices);
}

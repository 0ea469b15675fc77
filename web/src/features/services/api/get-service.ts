import type { Service } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/services/:id: one service with its features, process and FAQs (404 SERVICE.NOT_FOUND). */
export const serviceKey = (id: string) => `/services/${encodeURIComponent(id)}`;

export function getService(id: string): Promise<Service> {
  return api.get<Service>(serviceKey(id));
}

export function useService(id: string) {
  return useSWR<Service, ApiError>(serviceKey(id), () => getService(id));
}

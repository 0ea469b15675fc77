import type { Service, ServiceRequest, ServiceSummary } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/services: the seven services in display order, as summaries. */
export const siteServicesKey = '/services';
/** GET /api/services/:id: one service in full (process and FAQs too). */
export const siteServiceKey = (id: string) => `/services/${encodeURIComponent(id)}`;

export function useSiteServices() {
  return useSWR<ServiceSummary[], ApiError>(siteServicesKey, (key: string) => api.get<ServiceSummary[]>(key));
}

export function useSiteService(id: string | null) {
  return useSWR<Service, ApiError>(id === null ? null : siteServiceKey(id), (key: string) =>
    api.get<Service>(key),
  );
}

/** PATCH /api/services/:id (editors, owners): the whole service but its id; 200 with it as stored. */
export function updateService(id: string, body: ServiceRequest): Promise<Service> {
  return api.patch<Service>(siteServiceKey(id), body);
}

import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

/**
 * The back-end services, each checked at GET /api/<service>/health/ready through the gateway: ready
 * means the process answers and reaches what it needs (its database, Redis).
 */
export const HEALTH_SERVICES = ['auth', 'content', 'recruitment', 'inquiries'] as const;
export type HealthService = (typeof HEALTH_SERVICES)[number];

export interface ServiceHealth {
  service: HealthService;
  ok: boolean;
  /** The error code when the check failed (e.g. GATEWAY.UPSTREAM_UNAVAILABLE, HTTP.502, CLIENT.NETWORK). */
  code: string | null;
}

export interface HealthReport {
  services: ServiceHealth[];
  checkedAt: string;
}

export const serviceHealthKey = '/health/all';

/** `{ checks: { database: 'unavailable' } }` → `DATABASE.UNAVAILABLE`: which dependency is missing. */
function notReadyCode(body: unknown): string | undefined {
  const checks = (body as { checks?: unknown } | undefined)?.checks;
  if (typeof checks !== 'object' || checks === null) return undefined;
  const failing = Object.entries(checks).find(([, state]) => state !== 'ok');
  return failing ? `${failing[0].toUpperCase()}.UNAVAILABLE` : undefined;
}

async function checkOne(service: HealthService): Promise<ServiceHealth> {
  try {
    const body = await api.get<{ status?: string }>(`/${service}/health/ready`);
    return body?.status === 'ok'
      ? { service, ok: true, code: null }
      : { service, ok: false, code: 'CLIENT.UNEXPECTED_RESPONSE' };
  } catch (error) {
    if (!isApiError(error)) return { service, ok: false, code: 'CLIENT.UNEXPECTED_RESPONSE' };
    return { service, ok: false, code: notReadyCode(error.body) ?? error.code };
  }
}

/** Checks every service at once; never throws, so one service down still reports the others. */
export async function getServiceHealth(): Promise<HealthReport> {
  const services = await Promise.all(HEALTH_SERVICES.map(checkOne));
  return { services, checkedAt: new Date().toISOString() };
}

export function useServiceHealth() {
  return useSWR<HealthReport>(serviceHealthKey, getServiceHealth, { revalidateOnFocus: false });
}

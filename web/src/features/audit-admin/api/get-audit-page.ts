import type { AuditAction, AuditPage, StaffArea } from '@madar/shared';
import { api } from '@/lib/api-client';

/**
 * The services that keep an audit log, each with the area of the panel its records belong to. The
 * Activity log reads them all and merges them by time; an area filter reads only its service.
 */
export const AUDIT_SOURCES = [
  { id: 'content', path: '/content/audit', area: 'blog' },
  { id: 'recruitment', path: '/recruitment/audit', area: 'careers' },
  { id: 'inquiries', path: '/inquiries/audit', area: 'leads' },
  { id: 'auth', path: '/auth/audit', area: 'accounts' },
] as const satisfies readonly { id: string; path: string; area: StaffArea }[];

export type AuditSource = (typeof AUDIT_SOURCES)[number];
export type AuditSourceId = AuditSource['id'];
export type AuditArea = AuditSource['area'];
export const AUDIT_AREAS: readonly AuditArea[] = AUDIT_SOURCES.map((source) => source.area);

/** Entries asked of each service per page: a screenful once merged, small enough to come back fast. */
export const AUDIT_PAGE_SIZE = 50;

/** The filters every service's log understands (`actor` an account id). */
export interface AuditFilters {
  actor?: string;
  action?: AuditAction;
}

/** GET /api/<service>/audit (owners): one page, newest first; `before` a previous page's `next`. */
export function getAuditPage(
  source: AuditSource,
  filters: AuditFilters,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return api.get<AuditPage>(source.path, {
    query: { before, limit: AUDIT_PAGE_SIZE, actor: filters.actor, action: filters.action },
    signal,
  });
}

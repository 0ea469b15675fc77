import type { StaffArea, StatSummary } from '@madar/shared';

/** The services whose GET /api/<source>/stats and /activity feed the dashboard. */
export const DASHBOARD_SOURCES = ['blog', 'applications', 'briefs'] as const;
export type DashboardSource = (typeof DASHBOARD_SOURCES)[number];

/** The role-table area each source's figures belong to: a role sees (and asks for) only its own. */
export const SOURCE_AREAS = {
  blog: 'blog',
  applications: 'careers',
  briefs: 'leads',
} as const satisfies Record<DashboardSource, StaffArea>;

/** Which stat card each source fills (the DashboardStats field names). */
export const STAT_LABEL_KEYS = {
  blog: 'blogPosts',
  applications: 'jobApplications',
  briefs: 'clientBriefs',
} as const satisfies Record<DashboardSource, string>;

export const EMPTY_STAT: StatSummary = { total: 0, change: 0, isPositive: true };

/**
 * A missing stat (its service failed or sent nothing usable) counts as total 0, change 0, positive
 * (docs/product.md#dashboard).
 */
export function statOrDefault(stat: Partial<StatSummary> | null | undefined): StatSummary {
  if (!stat) return EMPTY_STAT;
  return {
    total: typeof stat.total === 'number' && Number.isFinite(stat.total) ? stat.total : 0,
    change: typeof stat.change === 'number' && Number.isFinite(stat.change) ? stat.change : 0,
    isPositive: typeof stat.isPositive === 'boolean' ? stat.isPositive : true,
  };
}

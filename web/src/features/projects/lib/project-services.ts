import type { ProjectCategory } from '@madar/shared';

export type ExtraServiceKey =
  | 'networkDesign'
  | 'structuredCabling'
  | 'wireless'
  | 'serverVirtualization'
  | 'dataCentre'
  | 'backupRecovery'
  | 'cctv'
  | 'accessControl'
  | 'perimeter';

/**
 * Networking, it-infrastructure and security-systems projects list extra service chips
 * (docs/product.md#projects).
 */
const EXTRA_SERVICES: Partial<Record<ProjectCategory, ExtraServiceKey[]>> = {
  networking: ['networkDesign', 'structuredCabling', 'wireless'],
  'it-infrastructure': ['serverVirtualization', 'dataCentre', 'backupRecovery'],
  'security-systems': ['cctv', 'accessControl', 'perimeter'],
};

export function extraServicesFor(category: ProjectCategory): ExtraServiceKey[] {
  return EXTRA_SERVICES[category] ?? [];
}

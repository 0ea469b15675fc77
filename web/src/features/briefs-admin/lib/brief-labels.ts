import { BRIEF_STATUSES, type BriefStatus, type ClientBrief } from '@madar/shared';
import type { TFunction } from 'i18next';
import type { StatusOption } from '@/components/admin/status-select';

type AdminT = TFunction<'admin'>;

export function statusOptions(t: AdminT): StatusOption<BriefStatus>[] {
  return BRIEF_STATUSES.map((value) => ({ value, label: t(`briefs.statuses.${value}`) }));
}

export function projectTypeLabel(t: AdminT, brief: ClientBrief): string {
  return t(`briefs.projectTypes.${brief.projectType}`, { defaultValue: brief.projectType });
}

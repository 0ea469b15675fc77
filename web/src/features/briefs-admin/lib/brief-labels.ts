import { BRIEF_STATUSES, type BriefStatus, type ClientBrief, type Language } from '@madar/shared';
import type { TFunction } from 'i18next';
import type { StatusOption } from '@/components/admin/status-select';
import type { CsvColumn } from '@/lib/csv';
import { formatShortDateTime } from '@/lib/format';

type AdminT = TFunction<'admin'>;

export const isBriefStatus = (value: string): value is BriefStatus =>
  (BRIEF_STATUSES as readonly string[]).includes(value);

export function statusLabel(t: AdminT, status: string): string {
  return isBriefStatus(status) ? t(`briefs.statuses.${status}`) : t('common.unknown');
}

export function statusOptions(t: AdminT): StatusOption<BriefStatus>[] {
  return BRIEF_STATUSES.map((value) => ({ value, label: t(`briefs.statuses.${value}`) }));
}

export function projectTypeLabel(t: AdminT, brief: ClientBrief): string {
  return t(`briefs.projectTypes.${brief.projectType}`, { defaultValue: brief.projectType });
}

/** The export keeps every field, labelled in the admin's language, with dates in ISO for spreadsheets. */
export function briefCsvColumns(t: AdminT, lang: Language): CsvColumn<ClientBrief>[] {
  return [
    { header: t('briefs.fields.companyName'), value: (b) => b.companyName },
    { header: t('briefs.fields.industry'), value: (b) => b.industry },
    { header: t('briefs.fields.contactName'), value: (b) => b.contactName },
    { header: t('briefs.fields.email'), value: (b) => b.email },
    { header: t('briefs.fields.phone'), value: (b) => b.phone },
    { header: t('briefs.fields.projectType'), value: (b) => projectTypeLabel(t, b) },
    { header: t('briefs.fields.description'), value: (b) => b.description },
    { header: t('briefs.fields.currentChallenges'), value: (b) => b.currentChallenges },
    { header: t('briefs.fields.goals'), value: (b) => b.goals },
    {
      header: t('briefs.fields.timeline'),
      value: (b) => (b.timeline ? t(`briefs.timelines.${b.timeline}`) : ''),
    },
    { header: t('briefs.fields.budget'), value: (b) => (b.budget ? t(`briefs.budgets.${b.budget}`) : '') },
    { header: t('briefs.fields.additionalInfo'), value: (b) => b.additionalInfo },
    { header: t('briefs.fields.status'), value: (b) => statusLabel(t, b.status) },
    { header: t('briefs.fields.submittedAt'), value: (b) => formatShortDateTime(b.submittedAt, lang) },
  ];
}

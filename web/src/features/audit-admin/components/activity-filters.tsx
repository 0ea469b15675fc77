import { AUDIT_ACTIONS, type AuditAction, type StaffMember } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { AUDIT_AREAS, type AuditArea } from '../api/get-audit-page';
import type { ActivityQuery } from '../hooks/use-activity-log';

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/**
 * The filters, kept in the address (`?actor=&area=&action=`) so a filtered log can be linked to and
 * survives a reload; a value the panel does not know reads as no filter.
 */
export function useActivityFilters(): [
  ActivityQuery,
  (change: Partial<Record<keyof ActivityQuery, string>>) => void,
] {
  const [params, setParams] = useSearchParams();
  const query: ActivityQuery = {
    actor: params.get('actor') || undefined,
    area: pick<AuditArea>(AUDIT_AREAS, params.get('area')),
    action: pick<AuditAction>(AUDIT_ACTIONS, params.get('action')),
  };
  const set = (change: Partial<Record<keyof ActivityQuery, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [query, set];
}

export function ActivityFilters({
  query,
  onChange,
  staff,
}: {
  query: ActivityQuery;
  onChange: (change: Partial<Record<keyof ActivityQuery, string>>) => void;
  staff: readonly StaffMember[];
}) {
  const { t } = useTranslation('audit');
  return (
    <div className="admin-list-toolbar audit-filters" role="search" aria-label={t('filters.label')}>
      <AdminFormField label={t('filters.person')} className="admin-list-toolbar__filter">
        {(control) => (
          <select
            {...control}
            value={query.actor ?? ''}
            onChange={(event) => onChange({ actor: event.target.value })}
          >
            <option value="">{t('filters.anyone')}</option>
            {staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name} ({person.email})
              </option>
            ))}
          </select>
        )}
      </AdminFormField>
      <AdminFormField label={t('filters.area')} className="admin-list-toolbar__filter">
        {(control) => (
          <select
            {...control}
            value={query.area ?? ''}
            onChange={(event) => onChange({ area: event.target.value })}
          >
            <option value="">{t('filters.allAreas')}</option>
            {AUDIT_AREAS.map((area) => (
              <option key={area} value={area}>
                {t(`areas.${area}`)}
              </option>
            ))}
          </select>
        )}
      </AdminFormField>
      <AdminFormField label={t('filters.action')} className="admin-list-toolbar__filter">
        {(control) => (
          <select
            {...control}
            value={query.action ?? ''}
            onChange={(event) => onChange({ action: event.target.value })}
          >
            <option value="">{t('filters.allActions')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`filters.actions.${action}`)}
              </option>
            ))}
          </select>
        )}
      </AdminFormField>
    </div>
  );
}

import { ASSIGNEE_FILTER_KEYWORDS, type LeadFields } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { UserText } from '@/components/ui/user-text';
import type { DataTableColumn } from '../data-table';

/** The lists' assignee filter in the page's address (`?assignee=me`), sent to the API under the same name. */
export const ASSIGNEE_PARAM = 'assignee';

type AssigneeKeyword = (typeof ASSIGNEE_FILTER_KEYWORDS)[number];
const isKeyword = (value: string | null): value is AssigneeKeyword =>
  (ASSIGNEE_FILTER_KEYWORDS as readonly (string | null)[]).includes(value);

/**
 * The assignee filter of a lead list, read from the address: "me", "none" or nothing (anyone). Give
 * `query` to useAdminList as a fixed parameter, so the request and the export follow it; `set` changes
 * it and starts again at page 1.
 */
export function useAssigneeFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(ASSIGNEE_PARAM);
  const value: AssigneeKeyword | '' = isKeyword(raw) ? raw : '';
  const set = (next: AssigneeKeyword | '') =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(ASSIGNEE_PARAM, next);
        else updated.delete(ASSIGNEE_PARAM);
        updated.delete('page');
        return updated;
      },
      { preventScrollReset: true },
    );
  return { value, set, query: { [ASSIGNEE_PARAM]: value || undefined } };
}

/** The toolbar's "Assignee" select: anyone, assigned to me, unassigned. */
export function AssigneeFilter({ filter }: { filter: ReturnType<typeof useAssigneeFilter> }) {
  const { t } = useTranslation('admin');
  return (
    <AdminFormField label={t('followUp.filter.label')} className="admin-list-toolbar__filter">
      {(control) => (
        <select
          {...control}
          value={filter.value}
          onChange={(event) => filter.set(isKeyword(event.target.value) ? event.target.value : '')}
        >
          <option value="">{t('followUp.filter.anyone')}</option>
          <option value="me">{t('followUp.filter.me')}</option>
          <option value="none">{t('followUp.filter.none')}</option>
        </select>
      )}
    </AdminFormField>
  );
}

/** The lists' Assignee column: the person's name, or Unassigned. */
export function useAssigneeColumn<T extends LeadFields, F extends string>(): DataTableColumn<T, F> {
  const { t } = useTranslation('admin');
  return {
    key: 'assignee',
    header: t('followUp.column'),
    cell: (row) =>
      row.assignee ? (
        <UserText>{row.assignee.name}</UserText>
      ) : (
        <span className="follow-up-unassigned">{t('followUp.assignee.unassigned')}</span>
      ),
  };
}

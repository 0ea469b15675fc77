import { MAX_SEARCH_LENGTH } from '@madar/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormField } from '@/components/ui/admin-form-field';
import type { StatusOption } from './status-select';
import './admin-ui.css';

/** The parts of an admin list (see useAdminList) that the toolbar reads and drives. */
export interface ToolbarList<S extends string> {
  searchInput: string;
  setSearchInput(text: string): void;
  status: S | undefined;
  setStatus(status: S | undefined): void;
  data: { total: number } | undefined;
}

/**
 * Above an admin table: the search box, the status filter (when the list has statuses), any extra
 * filters of the screen, and how many items match (announced politely as it changes).
 */
export function ListToolbar<S extends string = never>({
  list,
  searchLabel,
  statusOptions,
  children,
  actions,
}: {
  list: ToolbarList<S>;
  /** The visible label of the search box, e.g. "Search briefs". */
  searchLabel: string;
  statusOptions?: readonly StatusOption<S>[];
  /** Further filters of the screen (e.g. the job filter of the applications), before the count. */
  children?: ReactNode;
  /** Buttons acting on the whole view (e.g. its export), after the count. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const options = statusOptions ?? [];
  return (
    <div className="admin-list-toolbar" role="search">
      <AdminFormField label={searchLabel} className="admin-list-toolbar__search">
        {(control) => (
          <input
            {...control}
            type="search"
            value={list.searchInput}
            onChange={(event) => list.setSearchInput(event.target.value)}
            maxLength={MAX_SEARCH_LENGTH}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </AdminFormField>
      {options.length > 0 ? (
        <AdminFormField label={t('list.status')} className="admin-list-toolbar__filter">
          {(control) => (
            <select
              {...control}
              value={list.status ?? ''}
              onChange={(event) =>
                list.setStatus(options.find((option) => option.value === event.target.value)?.value)
              }
            >
              <option value="">{t('list.allStatuses')}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </AdminFormField>
      ) : null}
      {children}
      <p className="admin-list-toolbar__count" role="status">
        {list.data ? t('list.results', { count: list.data.total }) : ''}
      </p>
      {actions ? <div className="admin-list-toolbar__actions">{actions}</div> : null}
    </div>
  );
}

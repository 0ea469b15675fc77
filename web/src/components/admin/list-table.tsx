import type { SortDirection, SortOrder } from '@madar/shared';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { isForbidden } from '@/lib/api-error';
import { DataTable, type DataTableColumn } from './data-table';
import { ListEmptyState } from './list-empty-state';
import { Pager } from './pager';

/** What the table needs of an admin list (`useAdminList` gives all of it). */
export interface ListView<T, F extends string> {
  items: readonly T[];
  error?: unknown;
  isLoading: boolean;
  isLagging: boolean;
  sort: SortOrder<F>;
  toggleSort: (field: F, first?: SortDirection) => void;
  filtered: boolean;
  clearFilters: () => void;
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
}

export interface ListTableProps<T extends { id: string }, F extends string> {
  list: ListView<T, F>;
  columns: readonly DataTableColumn<T, F>[];
  caption: string;
  /** Shown instead of the table when the page could not be loaded. */
  loadError: string;
  /** "No … yet", and "No … match" when a search or filter is applied. */
  emptyTitle: string;
  noMatchTitle: string;
  skeletonRows: number;
  loadingLabel: string;
  /** For focus after a deletion (useRowActions' `tableRef`). */
  containerRef?: Ref<HTMLDivElement>;
  /** A screen's own filter counts too (e.g. the applications' job), and clearing drops it. */
  filtered?: boolean;
  onClear?: () => void;
}

/**
 * One page of an admin list: the sortable table (skeleton rows while loading, the empty or no-match
 * message) and the pager, or the load error in their place.
 */
export function ListTable<T extends { id: string }, F extends string>({
  list,
  columns,
  caption,
  loadError,
  emptyTitle,
  noMatchTitle,
  skeletonRows,
  loadingLabel,
  containerRef,
  filtered = list.filtered,
  onClear = list.clearFilters,
}: ListTableProps<T, F>) {
  const { t } = useTranslation('staff');
  // Refused for the role (403 AUTH.FORBIDDEN): saying "try again later" would send them round in circles.
  if (list.error)
    return <ErrorBanner message={isForbidden(list.error) ? t('errors.forbidden') : loadError} />;
  return (
    <>
      <DataTable
        columns={columns}
        rows={list.items}
        rowKey={(row) => row.id}
        containerRef={containerRef}
        caption={caption}
        loading={list.isLoading}
        busy={list.isLagging}
        skeletonRows={skeletonRows}
        loadingLabel={loadingLabel}
        sort={list.sort}
        onSort={list.toggleSort}
        empty={
          <ListEmptyState
            filtered={filtered}
            emptyTitle={emptyTitle}
            noMatchTitle={noMatchTitle}
            onClear={onClear}
          />
        }
      />
      <Pager page={list.page} pageCount={list.pageCount} onPageChange={list.setPage} />
    </>
  );
}

import type { SortDirection, SortOrder } from '@madar/shared';
import { useMemo, type ReactNode, type Ref, type RefCallback } from 'react';
import { SortHeader } from './sort-header';
import { useScrollHint } from './use-scroll-hint';
import './table-scroll.css';
import './admin-ui.css';

/**
 * The key of a row's action column (View, Delete, …): it stays in view at the inline end while the rest
 * of the table scrolls sideways, so a table wider than the screen never hides what a row can do.
 */
export const ACTIONS_COLUMN = 'actions';

/** The cells' classes: the column's own, and the pinned one for the actions column. */
const cellClass = (column: { key: string; className?: string }): string | undefined =>
  column.key === ACTIONS_COLUMN
    ? ['admin-table__pinned', column.className].filter(Boolean).join(' ')
    : column.className;

export interface DataTableColumn<Row, F extends string = string> {
  /** Unique in the table; `actions` (ACTIONS_COLUMN) pins the column at the inline end. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra class on the header and body cells (e.g. alignment, a hidden-on-mobile column). */
  className?: string;
  /** The server's sort field of this column: its header becomes a button that orders the list. */
  sortField?: F;
  /** The order a first click asks for (dates read best newest first). Default ascending. */
  sortFirst?: SortDirection;
}

export interface DataTableProps<Row, F extends string = string> {
  columns: readonly DataTableColumn<Row, F>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A visually hidden caption naming the table for screen readers. */
  caption: string;
  /** Shows `skeletonRows` placeholder rows instead of data. */
  loading?: boolean;
  skeletonRows?: number;
  /** Announced while loading (e.g. "Loading…"). */
  loadingLabel?: string;
  /** Shown instead of the table when not loading and there are no rows. */
  empty?: ReactNode;
  /** The rows on screen are being replaced (another page, search or order is on its way). */
  busy?: boolean;
  /** The current order, shown on the sortable headers. */
  sort?: SortOrder<F>;
  onSort?: (field: F, first: SortDirection) => void;
  /** The table's container (focusable from script: where focus goes when no row is left to take it). */
  containerRef?: Ref<HTMLDivElement>;
}

/** Hands the element to both a callback ref and the caller's ref. */
function bothRefs<T>(own: RefCallback<T>, other: Ref<T> | undefined): RefCallback<T> {
  return (element) => {
    const cleanup = own(element);
    if (typeof other === 'function') other(element);
    else if (other) other.current = element;
    return () => {
      if (typeof cleanup === 'function') cleanup();
      if (typeof other === 'function') other(null);
      else if (other) other.current = null;
    };
  };
}

/**
 * A responsive admin table with skeleton rows while loading. On narrow screens it scrolls sideways:
 * a shade at the edge shows there is more, and the scrolling box becomes a named, focusable region so
 * keyboard users can scroll it with the arrow keys.
 */
export function DataTable<Row, F extends string = string>({
  columns,
  rows,
  rowKey,
  caption,
  loading = false,
  skeletonRows = 5,
  loadingLabel,
  empty,
  busy = false,
  sort,
  onSort,
  containerRef,
}: DataTableProps<Row, F>) {
  const [hint, hintRef] = useScrollHint<HTMLDivElement>();
  const scrollRef = useMemo(() => bothRefs(hintRef, containerRef), [hintRef, containerRef]);
  if (!loading && rows.length === 0 && empty) return <>{empty}</>;
  return (
    <div className="admin-table__frame" data-more-start={hint.moreStart} data-more-end={hint.moreEnd}>
      <div
        ref={scrollRef}
        // Focusable by Tab only when there is something to scroll; by script always (focus after a deletion).
        tabIndex={hint.overflows ? 0 : -1}
        role={hint.overflows ? 'region' : undefined}
        aria-label={hint.overflows ? caption : undefined}
        className={`admin-table__scroll${busy && !loading ? ' admin-table__scroll--busy' : ''}`}
      >
        <table className="admin-table" aria-busy={loading || busy}>
          <caption className="visually-hidden">
            {caption}
            {loading && loadingLabel ? ` — ${loadingLabel}` : ''}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const field = onSort ? column.sortField : undefined;
                if (field === undefined || !onSort) {
                  return (
                    <th key={column.key} scope="col" className={cellClass(column)}>
                      {column.header}
                    </th>
                  );
                }
                const direction = sort?.field === field ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={cellClass(column)}
                    aria-sort={
                      direction === undefined ? 'none' : direction === 'asc' ? 'ascending' : 'descending'
                    }
                  >
                    <SortHeader
                      direction={direction}
                      onClick={() => onSort(field, column.sortFirst ?? 'asc')}
                    >
                      {column.header}
                    </SortHeader>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  <tr
                    key={`skeleton-${index}`}
                    className="admin-table__skeleton-row"
                    data-testid="skeleton-row"
                  >
                    {columns.map((column) => (
                      <td key={column.key} className={cellClass(column)}>
                        <span className="admin-skeleton" aria-hidden="true" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)} data-row-id={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.key} className={cellClass(column)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

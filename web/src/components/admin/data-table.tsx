import type { ReactNode } from 'react';
import './admin-ui.css';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra class on the header and body cells (e.g. alignment, a hidden-on-mobile column). */
  className?: string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
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
}

/** A responsive admin table (scrolls sideways on narrow screens) with skeleton rows while loading. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  loading = false,
  skeletonRows = 5,
  loadingLabel,
  empty,
}: DataTableProps<Row>) {
  if (!loading && rows.length === 0 && empty) return <>{empty}</>;
  return (
    <div className="admin-table__scroll">
      <table className="admin-table" aria-busy={loading}>
        <caption className="visually-hidden">
          {caption}
          {loading && loadingLabel ? ` — ${loadingLabel}` : ''}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
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
                    <td key={column.key} className={column.className}>
                      <span className="admin-skeleton" aria-hidden="true" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

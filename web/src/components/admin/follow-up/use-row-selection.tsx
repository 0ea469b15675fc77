import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../data-table';

/**
 * The rows ticked on an admin list's page, for a bulk action. Only rows on screen can be ticked, and
 * the selection is dropped when the view changes (another page, search, filter or order: `viewKey`),
 * so an action never reaches rows the person no longer sees.
 */
export function useRowSelection<T extends { id: string }>(rows: readonly T[], viewKey: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [view, setView] = useState(viewKey);
  if (view !== viewKey) {
    setView(viewKey);
    setSelected(new Set());
  }
  const ids = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const all = rows.length > 0 && ids.length === rows.length;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const togglePage = () => setSelected(all ? new Set() : new Set(rows.map((row) => row.id)));
  const clear = () => setSelected(new Set());

  return {
    ids,
    all,
    some: ids.length > 0 && !all,
    has: (id: string) => selected.has(id),
    toggle,
    togglePage,
    clear,
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;

/** The checkbox column: "select every row on this page" in its header, one box per row named by `nameOf`. */
export function useSelectionColumn<T extends { id: string }, F extends string>(
  selection: RowSelection,
  nameOf: (row: T) => string,
): DataTableColumn<T, F> {
  const { t } = useTranslation('admin');
  return {
    key: 'select',
    className: 'follow-up-select-cell',
    header: (
      <input
        type="checkbox"
        className="follow-up-select"
        data-select-page=""
        checked={selection.all}
        ref={(box) => {
          if (box) box.indeterminate = selection.some;
        }}
        onChange={selection.togglePage}
        aria-label={t('followUp.bulk.selectPage')}
      />
    ),
    cell: (row) => (
      <input
        type="checkbox"
        className="follow-up-select"
        checked={selection.has(row.id)}
        onChange={() => selection.toggle(row.id)}
        aria-label={t('followUp.bulk.selectRow', { name: nameOf(row) })}
      />
    ),
  };
}

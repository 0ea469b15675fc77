import { useEffect, useRef, useState } from 'react';

/** The admin layout's `<main tabIndex={-1}>`: the skip link's target, and focus's last resort. */
export const ADMIN_MAIN_ID = 'admin-main';

/** Marks a row's button for `useFocusAfterRemoval`, e.g. `data-row-action="delete"`. */
export const ROW_ACTION = 'data-row-action';

/** The same action in the row now at `index` (the next row moved up), else in the last row, else the table. */
function focusNear(table: HTMLElement | null, index: number, action: string): void {
  const rows = table ? Array.from(table.querySelectorAll('tbody tr')) : [];
  const row = rows[Math.min(index, rows.length - 1)];
  const target =
    row?.querySelector<HTMLElement>(`[${ROW_ACTION}="${action}"]`) ??
    (table?.isConnected ? table : null) ??
    document.getElementById(ADMIN_MAIN_ID);
  target?.focus();
}

/**
 * Keeps keyboard focus on the list when a row goes away. The deleted row's button had focus (and the
 * confirmation gives it back on close): without this, focus would fall to the page body, where Tab
 * starts over at the top. Call `focusAfterRemoval(id)` once the row is removed, in the update that
 * closes the confirmation (its own focus return runs first); after that render, focus moves to the same action of the row taking its place, or of the row before, or to
 * the table (`tableRef`), or to the admin's main.
 */
export function useFocusAfterRemoval(rows: readonly { id: string }[], action = 'delete') {
  const tableRef = useRef<HTMLDivElement>(null);
  const pending = useRef<number | null>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    const index = pending.current;
    if (index === null) return;
    pending.current = null;
    focusNear(tableRef.current, index, action);
  }, [request, action]);

  const focusAfterRemoval = (id: string) => {
    pending.current = Math.max(
      0,
      rows.findIndex((row) => row.id === id),
    );
    setRequest((count) => count + 1);
  };
  return { tableRef, focusAfterRemoval };
}

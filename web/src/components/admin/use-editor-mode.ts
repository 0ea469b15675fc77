import { useEffect, useRef, useState } from 'react';
import { ADMIN_MAIN_ID, ROW_ACTION } from './use-focus-after-removal';
import { useSaveNotice } from './save-notice';

type Mode<T> = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; row: T };

/** Marks the button that opens the editor on a new record, e.g. `{...{ [NEW_RECORD]: '' }}`. */
export const NEW_RECORD = 'data-new-record';

/**
 * Where focus goes when the editor gives the list back: the row's Edit button (marked
 * `[ROW_ACTION]="edit"` in the `tr[data-row-id]` of the record), else the Add button, else the admin's
 * main. The buttons that opened the editor were unmounted with the list, so they are found again.
 */
function focusOpener(rowId: string | null): void {
  const row =
    rowId === null
      ? undefined
      : Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-id]')).find(
          (tr) => tr.dataset.rowId === rowId,
        );
  const target =
    row?.querySelector<HTMLElement>(`[${ROW_ACTION}="edit"]`) ??
    document.querySelector<HTMLElement>(`[${NEW_RECORD}]`) ??
    document.getElementById(ADMIN_MAIN_ID);
  target?.focus();
}

/**
 * A list screen whose editor takes the table's place: the list, a new record, or one being edited.
 * `key` changes with the record, so switching records starts the editor afresh; `saved` is the
 * editor's way out after storing: "Saved", the list reloaded, the list shown again. Either way out
 * puts focus back on the button that opened the editor, not on the page's body.
 */
export function useEditorMode<T extends { id: string }>(list: { mutate: () => Promise<unknown> }) {
  const notify = useSaveNotice();
  const [mode, setMode] = useState<Mode<T>>({ kind: 'list' });
  // The record whose editor just closed (null: a new one); undefined while there is nothing to restore.
  const returnTo = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (mode.kind !== 'list' || returnTo.current === undefined) return;
    focusOpener(returnTo.current);
    returnTo.current = undefined;
  }, [mode]);

  const close = () => {
    if (mode.kind !== 'list') returnTo.current = mode.kind === 'edit' ? mode.row.id : null;
    setMode({ kind: 'list' });
  };
  return {
    /** The editor is showing (instead of the list). */
    open: mode.kind !== 'list',
    /** The record being edited; null for a new one. */
    row: mode.kind === 'edit' ? mode.row : null,
    key: mode.kind === 'edit' ? mode.row.id : 'new',
    startNew: () => setMode({ kind: 'new' }),
    startEdit: (row: T) => setMode({ kind: 'edit', row }),
    close,
    saved: () => {
      notify('saved');
      void list.mutate();
      close();
    },
  };
}

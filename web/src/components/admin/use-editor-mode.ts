import { useState } from 'react';
import { useSaveNotice } from './save-notice';

type Mode<T> = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; row: T };

/**
 * A list screen whose editor takes the table's place: the list, a new record, or one being edited.
 * `key` changes with the record, so switching records starts the editor afresh; `saved` is the
 * editor's way out after storing: "Saved", the list reloaded, the list shown again.
 */
export function useEditorMode<T extends { id: string }>(list: { mutate: () => Promise<unknown> }) {
  const notify = useSaveNotice();
  const [mode, setMode] = useState<Mode<T>>({ kind: 'list' });
  const close = () => setMode({ kind: 'list' });
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

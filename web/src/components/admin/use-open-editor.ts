import { useEffect, useEffectEvent } from 'react';
import { useEditorMode } from './use-editor-mode';
import { useOpenRecord, type OpenRecordSource } from './use-open-record';

/**
 * A list screen whose editor takes the table's place (useEditorMode), with the record being edited in
 * the address (`?open=<id>`): opening a row's editor puts it there, leaving the editor takes it away,
 * and an address that names a record (a reload, a shared link, the dashboard's activity) opens its
 * editor once the record is found. One that no longer exists leaves the list with `missing` set.
 */
export function useOpenEditor<T extends { id: string }>(
  list: { items: readonly T[]; isLoading: boolean; mutate: () => Promise<unknown> },
  source: OpenRecordSource<T>,
) {
  const editor = useEditorMode<T>(list);
  const opened = useOpenRecord(list.isLoading ? undefined : list.items, source);

  const targetId = opened.record?.id;
  const openTarget = useEffectEvent(() => {
    if (opened.record && editor.row?.id !== opened.record.id) editor.startEdit(opened.record);
  });
  useEffect(() => {
    if (targetId !== undefined) openTarget();
  }, [targetId]);

  return {
    ...editor,
    startEdit: (row: T) => {
      editor.startEdit(row);
      opened.open(row.id);
    },
    close: () => {
      editor.close();
      opened.close();
    },
    saved: () => {
      editor.saved();
      opened.close();
    },
    /** The address named a record that no longer exists. */
    missing: opened.missing,
    dismissMissing: opened.dismissMissing,
  };
}

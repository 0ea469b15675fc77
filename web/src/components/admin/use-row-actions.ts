import { useState } from 'react';
import { useSaveNotice } from './save-notice';
import { useFocusAfterRemoval } from './use-focus-after-removal';

/** What an admin list screen's row actions need of its list (`useAdminList` gives all of it). */
export interface RowList<T extends { id: string }> {
  items: readonly T[];
  removeItem: (id: string) => Promise<unknown>;
  updateItem: (id: string, change: Partial<T>) => Promise<unknown>;
}

/** The row actions' failures, one banner's worth: the screen words each (e.g. "Failed to delete"). */
export type RowFailure = 'delete' | 'status';

export interface RowActionsOptions<T extends { id: string }, S extends string> {
  list: RowList<T>;
  /** Deletes the row on the server. */
  remove: (id: string) => Promise<unknown>;
  /** Stores a new status, answering the changed row (screens with a status per row). */
  updateStatus?: (id: string, status: S) => Promise<Partial<T>>;
  /** After a row is gone, e.g. to close its detail view. */
  onRemoved?: (id: string) => void;
}

/**
 * The admin list screens' row actions in one place. Delete asks first (`request` opens the
 * confirmation, `cancel` closes it with nothing sent); `confirm` deletes, drops the row, moves focus to
 * the same button of the row taking its place and says "Deleted". A status change stores the answer in
 * the row on screen and says "Saved". While an action runs its row is busy (`busyId`); a failure leaves
 * the row as it was and is kept in `failed` (one banner: the latest action's) until the next action.
 * `attempt` runs another action of the screen's (e.g. a refresh) under the same banner.
 */
export function useRowActions<T extends { id: string }, S extends string = never, F extends string = never>({
  list,
  remove,
  updateStatus,
  onRemoved,
}: RowActionsOptions<T, S>) {
  const notify = useSaveNotice();
  const rowFocus = useFocusAfterRemoval(list.items);
  const [pending, setPending] = useState<T | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failed, setFailed] = useState<RowFailure | F | null>(null);

  /**
   * Runs `work` with the banner cleared (and `rowId`'s row busy); on failure the banner shows `failure`.
   * `settle` runs at the end either way, in the same update as the busy state's end.
   */
  const attempt = async (
    failure: RowFailure | F,
    work: () => Promise<unknown>,
    { rowId, settle }: { rowId?: string; settle?: () => void } = {},
  ) => {
    setFailed(null);
    if (rowId !== undefined) setBusyId(rowId);
    try {
      await work();
    } catch {
      setFailed(failure);
    } finally {
      if (rowId !== undefined) setBusyId(null);
      settle?.();
    }
  };

  const confirm = async () => {
    const row = pending;
    if (!row) return;
    // The confirmation closes in the same update as the focus request, so its own focus return
    // (to the deleted row's button) comes first and the next row's button has the last word.
    await attempt(
      'delete',
      async () => {
        await remove(row.id);
        await list.removeItem(row.id);
        onRemoved?.(row.id);
        rowFocus.focusAfterRemoval(row.id);
        notify('deleted');
      },
      { rowId: row.id, settle: () => setPending(null) },
    );
  };

  const changeStatus = (row: T, status: S) =>
    attempt(
      'status',
      async () => {
        if (!updateStatus) throw new Error('useRowActions: changeStatus needs updateStatus');
        await list.updateItem(row.id, await updateStatus(row.id, status));
        notify('saved');
      },
      { rowId: row.id },
    );

  const cancel = () => setPending(null);
  const deleting = pending !== null && busyId === pending.id;
  return {
    /** The row waiting for the staff member's answer to "Delete?". */
    pending,
    request: (row: T) => setPending(row),
    confirm,
    cancel,
    changeStatus,
    attempt,
    busyId,
    /** The deletion is running (the confirmation's buttons wait). */
    deleting,
    failed,
    /** For the table's container: focus lands there when the last row goes. */
    tableRef: rowFocus.tableRef,
    /** The confirmation's state and handlers, for `<ConfirmDialog {...rows.dialog} … />`. */
    dialog: { open: pending !== null, busy: deleting, onConfirm: () => void confirm(), onCancel: cancel },
  };
}

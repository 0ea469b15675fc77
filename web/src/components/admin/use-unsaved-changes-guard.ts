import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router-dom';
import type { ConfirmDialogProps } from './confirm-dialog';
import { isolate } from './isolate';

/**
 * Whether the form would now send something other than what was loaded or last saved. `body` is what
 * Save would send, built by the editor's one payload function (so its keys always come in one order):
 * spaces the payload trims away and a list item's internal key are not changes. `markSaved` takes the
 * current body as the new starting point, once the server stored it.
 */
export function useDraftChanges(body: unknown) {
  const current = JSON.stringify(body);
  const [saved, setSaved] = useState(current);
  return { dirty: current !== saved, markSaved: () => setSaved(current) };
}

export interface UnsavedChangesOptions {
  /** The item's title or name in the page's language, named in the question when there is one. */
  name?: string;
  /** Leaves the editor (its Cancel): at once when nothing would be lost, else once Discard is chosen. */
  onDiscard: () => void;
}

/** Leaves only the same address untouched: another page, tab or list view would unmount or hide the form. */
const leavesAddress: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;

/**
 * Keeps an editor's unsaved work from vanishing. While `dirty`: Cancel (`cancel`), the browser's Back and
 * any link inside the app ask "Discard your changes?" (Stay / Discard, Stay focused first), and closing
 * or reloading the tab gets the browser's own prompt (browsers show their own words, not ours). Nothing
 * asks while the form is as loaded or as last saved. Render `<ConfirmDialog {...guard.dialog} />`.
 */
export function useUnsavedChangesGuard(dirty: boolean, { name, onDiscard }: UnsavedChangesOptions) {
  const { t } = useTranslation('adminContent');
  const { pathname } = useLocation();
  const [cancelling, setCancelling] = useState(false);
  const blocker = useBlocker(useCallback<BlockerFunction>((args) => dirty && leavesAddress(args), [dirty]));

  useEffect(() => {
    if (!dirty) return undefined;
    const hold = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before the standard preventDefault (Chromium before 119) ask only when this is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [dirty]);

  const stay = () => {
    setCancelling(false);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const discard = () => {
    setCancelling(false);
    if (blocker.state !== 'blocked') {
      onDiscard();
      return;
    }
    // Back to another list view of the same section keeps this screen: the editor closes too, or the
    // discarded text would stay on screen. Another page replaces the screen by itself.
    const staysHere = blocker.location.pathname === pathname;
    blocker.proceed();
    if (staysHere) onDiscard();
  };
  const trimmed = name?.trim();
  const dialog: ConfirmDialogProps = {
    open: cancelling || blocker.state === 'blocked',
    title: trimmed ? t('common.unsaved.titleNamed', { name: isolate(trimmed) }) : t('common.unsaved.title'),
    message: t('common.unsaved.message'),
    confirmLabel: t('common.unsaved.discard'),
    cancelLabel: t('common.unsaved.stay'),
    onConfirm: discard,
    onCancel: stay,
  };
  return {
    /** Cancel: leaves at once when nothing would be lost, else asks first. */
    cancel: () => (dirty ? setCancelling(true) : onDiscard()),
    dialog,
  };
}

import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter that opens a list screen's editor on a new record. */
export const NEW_RECORD_PARAM = 'new';

/** The address of a list screen with its editor open on a new record, e.g. `/admin/dashboard/blog?new=1`. */
export function newRecordPath(listPath: string): string {
  return `${listPath}?${NEW_RECORD_PARAM}=1`;
}

/**
 * Opens the editor on a new record when the address asks for it (a shortcut, a shared link), then drops
 * the parameter in place, so Back leaves the screen as it came and the list's own parameters stay clean.
 */
export function useNewRecordLink(startNew: () => void): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.has(NEW_RECORD_PARAM);
  // Once per arrival: `startNew` is a new function on every render of the screen (opening the editor
  // renders it again before the address has dropped the parameter).
  const open = useEffectEvent(startNew);
  useEffect(() => {
    if (!wanted) return;
    open();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEW_RECORD_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, setParams]);
}

import { SPAM_TRAP_FIELDS, type SpamTrapFields } from '@madar/shared';
import { useCallback, useEffect, useRef } from 'react';

/**
 * The spam trap's values for a public form's request: the honeypot as the form holds it (empty, unless
 * a script filled it; see HoneypotField) and when the form was first shown in this browser. That time is
 * taken after hydration, never on the server: a cached page's render time is not when anyone saw it.
 */
export function useSpamTrap(): (form: HTMLFormElement) => SpamTrapFields {
  const shownAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    shownAt.current ??= Date.now();
  }, []);
  return useCallback((form: HTMLFormElement) => {
    const honeypot = form.elements.namedItem(SPAM_TRAP_FIELDS.honeypot);
    const website = honeypot instanceof HTMLInputElement ? honeypot.value : '';
    return shownAt.current === undefined ? { website } : { website, startedAt: shownAt.current };
  }, []);
}

import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/** The open traps, innermost last: only that one answers Escape. */
const openTraps: object[] = [];

/**
 * While `active`: moves focus into the container (the `initialFocus` element, else the first focusable,
 * else the container), keeps Tab and Shift+Tab inside it, calls `onEscape` on Escape, and gives focus back
 * to the element that had it when the trap ends. Escape is heard on the whole document (for the
 * innermost trap), so it still closes the dialog when focus was lost to the page body (a control
 * that went away under it).
 */
export function useFocusTrap<T extends HTMLElement>(
  active: boolean,
  onEscape: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): RefObject<T | null> {
  const containerRef = useRef<T>(null);
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusables(container)[0] ?? container).focus();

    const trap = {};
    openTraps.push(trap);
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openTraps.at(-1) !== trap) return;
      event.stopPropagation();
      escapeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || document.activeElement === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onEscape);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onEscape);
      openTraps.splice(openTraps.indexOf(trap), 1);
      // The opener may have been removed meanwhile (a deleted row); then focus stays where the browser puts it.
      if (previous?.isConnected) previous.focus();
    };
  }, [active, initialFocus]);

  return containerRef;
}

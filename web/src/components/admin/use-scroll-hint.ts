import { useCallback, useState } from 'react';

export interface ScrollHint {
  /** The content is wider than the box: it scrolls sideways. */
  overflows: boolean;
  /** Content is hidden past the inline start / end edge. */
  moreStart: boolean;
  moreEnd: boolean;
}

const NONE: ScrollHint = { overflows: false, moreStart: false, moreEnd: false };
// Sub-pixel widths and zoom leave a pixel or so of "overflow" that nobody can scroll to.
const SLACK = 1;

function measure(element: HTMLElement): ScrollHint {
  const hidden = element.scrollWidth - element.clientWidth;
  // In right-to-left content scrollLeft runs from 0 down to -hidden, so only its size counts.
  const scrolled = Math.abs(element.scrollLeft);
  return {
    overflows: hidden > SLACK,
    moreStart: scrolled > SLACK,
    moreEnd: hidden - scrolled > SLACK,
  };
}

/**
 * Tells whether a sideways-scrolling box has more to show past either inline edge, measured again on
 * scroll and whenever the box or its content changes size. Returns a callback ref for the box.
 */
export function useScrollHint<T extends HTMLElement>(): [ScrollHint, (element: T | null) => () => void] {
  const [hint, setHint] = useState<ScrollHint>(NONE);
  const ref = useCallback((element: T | null) => {
    if (!element) return () => undefined;
    const update = () =>
      setHint((current) => {
        const next = measure(element);
        const same =
          next.overflows === current.overflows &&
          next.moreStart === current.moreStart &&
          next.moreEnd === current.moreEnd;
        return same ? current : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  return [hint, ref];
}

import { useEffect, useRef, useState, type RefObject } from 'react';
import { isServerRenderedFirstLoad } from '@/lib/first-load';

/**
 * The footer fades in once it is within 100 px of the viewport bottom (docs/product.md#header-and-footer).
 */
export const FOOTER_REVEAL_DISTANCE = 100;

/**
 * False until the element comes within `distance` px below the viewport, then true for good.
 * Without IntersectionObserver the footer simply shows. A server-rendered page arrives with its
 * footer shown (readers and crawlers without script see it, and hydration must match); once the
 * script runs, a footer still far below the viewport is hidden until it comes near, as in the app.
 */
export function useFooterReveal(ref: RefObject<Element | null>, distance = FOOTER_REVEAL_DISTANCE): boolean {
  const [revealed, setRevealed] = useState(
    () => typeof IntersectionObserver === 'undefined' || isServerRenderedFirstLoad(),
  );
  const reached = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (reached.current || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          reached.current = true;
          setRevealed(true);
          observer.disconnect();
        } else {
          setRevealed(false);
        }
      },
      // Grow the viewport downwards so the footer counts as visible 100 px early.
      { rootMargin: `0px 0px ${distance}px 0px`, threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, distance]);

  return revealed;
}

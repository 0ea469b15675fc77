import { useEffect, useState, type RefObject } from 'react';

/** Spec §9: the footer fades in once it is within 100 px of the viewport bottom. */
export const FOOTER_REVEAL_DISTANCE = 100;

/**
 * False until the element comes within `distance` px below the viewport, then true for good.
 * Without IntersectionObserver the footer simply shows.
 */
export function useFooterReveal(ref: RefObject<Element | null>, distance = FOOTER_REVEAL_DISTANCE): boolean {
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (revealed || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      // Grow the viewport downwards so the footer counts as visible 100 px early.
      { rootMargin: `0px 0px ${distance}px 0px`, threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, revealed, distance]);

  return revealed;
}

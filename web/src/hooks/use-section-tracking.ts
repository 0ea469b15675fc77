import { useEffect, useState } from 'react';

/**
 * A section counts as current once its top is within 100 px of the viewport top
 * (docs/product.md#header-and-footer).
 */
export const SECTION_TRACKING_OFFSET = 100;

export interface SectionPosition {
  id: string;
  /** Distance from the viewport top to the section's top edge, in px (negative once scrolled past). */
  top: number;
}

/**
 * The section being read: the last one (in document order) whose top has reached `offset`; before
 * the first one reaches it, the first section. Null when there are no sections.
 */
export function pickActiveSection(
  positions: SectionPosition[],
  offset = SECTION_TRACKING_OFFSET,
): string | null {
  let active: string | null = positions[0]?.id ?? null;
  for (const position of positions) {
    if (position.top <= offset) active = position.id;
  }
  return active;
}

function measure(ids: readonly string[]): SectionPosition[] {
  return ids.flatMap((id) => {
    const element = document.getElementById(id);
    return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
  });
}

/**
 * Tracks which of the sections with these ids is in view while the page scrolls (scroll math rather
 * than IntersectionObserver, so the 100 px offset is exact). Empty ids switch tracking off.
 */
export function useSectionTracking(ids: readonly string[], offset = SECTION_TRACKING_OFFSET): string | null {
  // The result is tagged with the ids it was measured for, so a change of ids never shows a stale one.
  const [state, setState] = useState<{ key: string; active: string | null }>({ key: '', active: null });
  const key = ids.join(' ');

  useEffect(() => {
    const sectionIds = key === '' ? [] : key.split(' ');
    if (sectionIds.length === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      setState({ key, active: pickActiveSection(measure(sectionIds), offset) });
    };
    // At most one measurement per animation frame, however fast scroll events arrive.
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [key, offset]);

  return key !== '' && state.key === key ? state.active : null;
}

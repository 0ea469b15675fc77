import { useEffect, useState } from 'react';
import { isServerRenderedFirstLoad } from '@/lib/first-load';
import { COUNT_FRAME_MS, COUNT_TOTAL_FRAMES, countValueAt } from '../lib/count-up';

/**
 * Counts from 0 to `target` once `running` turns true, updating 60 times a second. The frame comes
 * from the elapsed time, not the number of ticks, so throttled timers still finish on time (2.5 s).
 * With reduced motion, and on a first load that came rendered with its figures, the final value
 * shows at once.
 */
export function useCountUp(target: number, running: boolean, reducedMotion: boolean): number {
  const [frame, setFrame] = useState(0);
  const [settled] = useState(isServerRenderedFirstLoad);

  useEffect(() => {
    if (!running || reducedMotion || settled) return undefined;
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const next = Math.min(COUNT_TOTAL_FRAMES, Math.floor((Date.now() - startedAt) / COUNT_FRAME_MS));
      setFrame(next);
      if (next >= COUNT_TOTAL_FRAMES) window.clearInterval(timer);
    }, COUNT_FRAME_MS);
    return () => window.clearInterval(timer);
  }, [running, reducedMotion, settled]);

  if (reducedMotion || settled) return target;
  return countValueAt(frame, target);
}

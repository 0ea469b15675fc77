/**
 * Statistic counter timing (docs/product.md#statistics-band): 2500 ms at 60 frames per second, easing out.
 */
export const COUNT_DURATION_MS = 2500;
export const COUNT_FPS = 60;
export const COUNT_FRAME_MS = 1000 / COUNT_FPS;
export const COUNT_TOTAL_FRAMES = Math.round(COUNT_DURATION_MS / COUNT_FRAME_MS);

/** Cubic ease-out: fast at first, settling gently on the final value. */
export function easeOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/** The whole number shown at `frame` of `totalFrames` while counting from 0 to `target`. */
export function countValueAt(frame: number, target: number, totalFrames = COUNT_TOTAL_FRAMES): number {
  if (totalFrames <= 0 || frame >= totalFrames) return target;
  return Math.round(target * easeOutCubic(frame / totalFrames));
}

/** Counter text: the number with a trailing plus (e.g. "15+"), digits Western in both languages. */
export function formatCount(value: number): string {
  return `${value}+`;
}

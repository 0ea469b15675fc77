/** The messages between the rasteriser pool and its worker threads (types only: the worker erases them). */

/** One card to draw: the card's SVG, and the illustration in it, checked first. */
export interface DrawJob {
  id: number;
  card: string;
  illustration: string;
}

/**
 * The worker's answer: the PNG, `null` when resvg cannot read the illustration (a 404, not an error),
 * or an error message. `threadId` names the thread that drew it (never 0, the renderer's own thread).
 */
export type DrawReply = { id: number; threadId: number } & (
  { png: Uint8Array | null; error?: undefined } | { png?: undefined; error: string }
);

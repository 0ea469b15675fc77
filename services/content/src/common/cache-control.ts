/**
 * Caching of public reads. Set only once a handler has succeeded, so error envelopes are never cached
 * by the gateway or the browser.
 */
import type { Response } from 'express';

export const PUBLIC_CACHE = 'public, max-age=60';

export function cachePublicly(res: Response): void {
  res.setHeader('Cache-Control', PUBLIC_CACHE);
}

/**
 * Caching of responses. Public reads may be cached briefly (Express adds a weak ETag, so a revalidation
 * costs a 304); anything shown only to an admin must never be stored by the gateway or a shared cache.
 * Set only once a handler has succeeded, so error envelopes are never cached.
 */
import type { Response } from 'express';

export const PUBLIC_CACHE = 'public, max-age=60';
/** For public data staff edit (posts, jobs): always revalidated, so an unpublished item vanishes at once. */
export const PUBLIC_REVALIDATE = 'public, no-cache';
export const PRIVATE_NO_STORE = 'private, no-store';

export function cachePublicly(res: Response): void {
  res.setHeader('Cache-Control', PUBLIC_CACHE);
}

export function cachePubliclyRevalidated(res: Response): void {
  res.setHeader('Cache-Control', PUBLIC_REVALIDATE);
}

export function neverCache(res: Response): void {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
}

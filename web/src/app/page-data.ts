/**
 * The data a server-rendered page was rendered with, handed to the browser so hydration renders the
 * same thing without asking again: the API answers by SWR key (each hook's key is its API path, e.g.
 * `/services`), a `type="application/json"` block (the CSP allows no inline script), read once at boot
 * into SWR's cache.
 */
import type { Middleware, SWRConfiguration } from 'swr';
import { ApiError } from '@/lib/api-error';

export const PAGE_DATA_ELEMENT_ID = 'madar-page-data';

export interface PageDataError {
  status: number;
  code: string;
  message: string;
}

export type PageDataEntry = { data: unknown } | { error: PageDataError };

export interface PageData {
  /** PUBLIC_ORIGIN, for absolute URLs (canonical, share links). */
  origin: string;
  entries: Record<string, PageDataEntry>;
}

/** SWR's cache state for one key: what useSWR returns for it before any request (settled, not loading). */
export type CacheState = ({ data: unknown } | { error: ApiError }) & {
  isLoading: false;
  isValidating: false;
};

export function cacheStateOf(entry: PageDataEntry): CacheState {
  const settled = { isLoading: false, isValidating: false } as const;
  if ('data' in entry) return { data: entry.data, ...settled };
  return { error: new ApiError(entry.error.status, entry.error.code, entry.error.message), ...settled };
}

export function entryOf(result: { data: unknown } | { error: ApiError }): PageDataEntry {
  if ('data' in result) return { data: result.data };
  const { status, code, message } = result.error;
  return { error: { status, code, message } };
}

/** JSON for a `<script type="application/json">`: `<` escaped, so no `</script>` can end it early. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function isPageData(value: unknown): value is PageData {
  if (typeof value !== 'object' || value === null) return false;
  const { origin, entries } = value as Partial<PageData>;
  return typeof origin === 'string' && typeof entries === 'object' && entries !== null;
}

/** How long after boot the page's own data counts as fresh (no revalidation when a hook mounts). */
export const HYDRATED_DATA_FRESH_MS = 10_000;

/**
 * SWR options for a page that came with its data: the cache starts with it, and a hook whose key came
 * with the page does not ask again on mount during the first seconds (SWR would by default).
 */
export function hydratedSwrOptions(data: PageData, now: () => number = Date.now): SWRConfiguration {
  const cache = new Map(Object.entries(data.entries).map(([key, entry]) => [key, cacheStateOf(entry)]));
  const freshUntil = now() + HYDRATED_DATA_FRESH_MS;
  const keep: Middleware = (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      typeof key === 'string' && key in data.entries && now() < freshUntil
        ? { ...config, revalidateOnMount: false }
        : config,
    );
  return { provider: () => cache as Map<string, never>, use: [keep] };
}

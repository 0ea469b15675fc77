/**
 * The renderer reads the services directly (not through the gateway): each SWR key is an API path
 * (`/services`, `/blog/posts/x`), routed to its service like the gateway routes `/api/...`.
 * Concurrent requests for a key share one fetch. An answer the service marks `no-cache` (posts, jobs:
 * publishing shows at once) is asked again every time with its ETag, so an unchanged one costs a 304;
 * any other (the catalogue) is reused for `cacheMs`. A `no-store` answer (a post preview) is not kept.
 */
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';
import type { DataRead } from './metrics';

export type KeyResult = { data: unknown } | { error: ApiError };

export interface UpstreamOptions {
  contentUrl: string;
  recruitmentUrl: string;
  /** How long a successful answer that may be cached is reused (ms). */
  cacheMs: number;
  /** How long a service may take to answer (ms). */
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Headers sent with each read: the request id of the page being drawn (request-id.ts). */
  headers?: () => Record<string, string>;
  /** Told how each read was answered, for the metrics. */
  onRead?: (result: DataRead) => void;
}

const CONTENT = /^\/(services|projects|testimonials|statistics|team|timeline|company|blog)(\/|\?|$)/;
const RECRUITMENT = /^\/jobs(\/|\?|$)/;
const MAX_ENTRIES = 1000;

export type FetchKey = (key: string) => Promise<KeyResult> | undefined;

interface Entry {
  /** Until when the data is used without asking (0: ask every time, with the ETag). */
  freshUntil: number;
  etag?: string;
  data?: unknown;
  /** The request under way, shared by everyone who asks meanwhile. */
  pending?: Promise<KeyResult>;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Returns a fetcher for SWR keys; `undefined` for a key the renderer does not serve (left to the browser). */
export function createUpstream(options: UpstreamOptions): FetchKey {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const told = options.onRead ?? (() => undefined);
  const cache = new Map<string, Entry>();

  const load = async (url: string, entry: Entry): Promise<KeyResult> => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: {
          Accept: 'application/json',
          ...(entry.etag ? { 'If-None-Match': entry.etag } : {}),
          ...options.headers?.(),
        },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      told('failed');
      return { error: new ApiError(0, CLIENT_ERROR_CODES.NETWORK, 'The service could not be reached') };
    }
    if (response.status === 304 && entry.data !== undefined) {
      told('revalidated');
      return { data: entry.data };
    }
    const body = parseJson(await response.text().catch(() => ''));
    if (!response.ok || body === undefined) told('failed');
    if (!response.ok) return { error: ApiError.fromResponse(response.status, response.statusText, body) };
    if (body === undefined) {
      return { error: new ApiError(502, CLIENT_ERROR_CODES.UNEXPECTED_RESPONSE, 'The service sent no JSON') };
    }
    told('fetched');
    const cacheControl = response.headers.get('Cache-Control') ?? '';
    // A `no-store` answer (a post preview: unpublished, for its token's holder) is used once, never kept.
    if (/no-store/.test(cacheControl)) {
      entry.data = undefined;
      entry.etag = undefined;
      return { data: body };
    }
    entry.data = body;
    entry.etag = response.headers.get('ETag') ?? undefined;
    entry.freshUntil = /no-cache|no-store|private/.test(cacheControl) ? 0 : now() + options.cacheMs;
    return { data: body };
  };

  return (key) => {
    const base = CONTENT.test(key) ? options.contentUrl : RECRUITMENT.test(key) ? options.recruitmentUrl : '';
    if (!base || key.includes('..')) return undefined;
    let entry = cache.get(key);
    if (!entry) {
      entry = { freshUntil: 0 };
      cache.set(key, entry);
      if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    }
    if (entry.pending) return entry.pending;
    if (entry.data !== undefined && entry.freshUntil > now()) {
      told('reused');
      return Promise.resolve({ data: entry.data });
    }
    const current = entry;
    const pending = load(`${base.replace(/\/+$/, '')}/api${key}`, current).finally(() => {
      current.pending = undefined;
      // Nothing to reuse or revalidate (an error, or a `no-store` answer such as a post preview's):
      // the key is not kept, so what must not be stored is not held here either.
      if (current.data === undefined && cache.get(key) === current) cache.delete(key);
    });
    current.pending = pending;
    return pending;
  };
}

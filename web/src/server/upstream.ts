/**
 * The renderer reads the services directly (not through the gateway): each SWR key is an API path
 * (`/services`, `/blog/posts/x`), routed to its service like the gateway routes `/api/...`. Answers
 * are kept for a moment (CACHE_MS) and concurrent requests for a key share one fetch, so a burst of
 * page views costs the services one read per key.
 */
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';

export type KeyResult = { data: unknown } | { error: ApiError };

export interface UpstreamOptions {
  contentUrl: string;
  recruitmentUrl: string;
  /** How long a successful answer is reused (ms). */
  cacheMs: number;
  /** How long a service may take to answer (ms). */
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

const CONTENT = /^\/(services|projects|testimonials|statistics|team|timeline|blog)(\/|\?|$)/;
const RECRUITMENT = /^\/jobs(\/|\?|$)/;
const MAX_ENTRIES = 1000;

export type FetchKey = (key: string) => Promise<KeyResult> | undefined;

/** Returns a fetcher for SWR keys; `undefined` for a key the renderer does not serve (left to the browser). */
export function createUpstream(options: UpstreamOptions): FetchKey {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { until: number; result: Promise<KeyResult> }>();

  const load = async (url: string): Promise<KeyResult> => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      return { error: new ApiError(0, CLIENT_ERROR_CODES.NETWORK, 'The service could not be reached') };
    }
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok) return { error: ApiError.fromResponse(response.status, response.statusText, body) };
    if (body === undefined) {
      return { error: new ApiError(502, CLIENT_ERROR_CODES.UNEXPECTED_RESPONSE, 'The service sent no JSON') };
    }
    return { data: body };
  };

  return (key) => {
    const base = CONTENT.test(key) ? options.contentUrl : RECRUITMENT.test(key) ? options.recruitmentUrl : '';
    if (!base || key.includes('..')) return undefined;
    const cached = cache.get(key);
    if (cached && cached.until > now()) return cached.result;
    const result = load(`${base.replace(/\/+$/, '')}/api${key}`);
    const entry = { until: Number.POSITIVE_INFINITY, result };
    cache.set(key, entry);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    // Shared while in flight; then kept for cacheMs if it succeeded, dropped if it failed.
    void result.then((settled) => {
      if ('data' in settled) entry.until = now() + options.cacheMs;
      else if (cache.get(key) === entry) cache.delete(key);
    });
    return result;
  };
}

/**
 * The renderer's node:http listener around the handler: every request runs inside its request id
 * (request-id.ts) and is timed (metrics.ts); `/metrics` answers the scraper; each answer but the probes
 * and scrapes is logged as one JSON line, like every other line, with the request id.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Reply } from './handler';
import type { RendererMetrics } from './metrics';
import { currentRequestId, requestIdOf, runWithRequestId } from './request-id';

export type Log = (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;

/** JSON lines, errors on stderr; inside a request each carries its id. */
export const log: Log = (level, msg, fields = {}) => {
  const requestId = currentRequestId();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    service: 'renderer',
    ...(requestId ? { requestId } : {}),
    msg,
    ...fields,
  });
  if (level === 'error') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
};

export interface ListenerDeps {
  handle: (method: string, url: string, ifNoneMatch?: string) => Promise<Reply>;
  metrics: RendererMetrics;
  log: Log;
}

const UNLOGGED = new Set(['/healthz', '/metrics']);

export function createListener(deps: ListenerDeps): RequestListener {
  return (request, response) => {
    runWithRequestId(requestIdOf(request.headers), () => void answer(deps, request, response));
  };
}

async function answer(deps: ListenerDeps, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const started = performance.now();
  const method = request.method ?? 'GET';
  const url = request.url ?? '/';
  const pathname = url.split('?', 1)[0] ?? '/';
  const done = deps.metrics.time(method, pathname);
  // Only a scraper in the cluster asks directly; through the gateway (which sets X-Forwarded-For)
  // /metrics is an ordinary unknown page.
  const scrape = pathname === '/metrics' && request.headers['x-forwarded-for'] === undefined;
  const reply = scrape
    ? await metricsReply(deps.metrics)
    : await deps.handle(method, url, request.headers['if-none-match']);
  response.writeHead(reply.status, reply.headers);
  response.end(method === 'HEAD' ? undefined : reply.body);
  done(reply.status);
  if (!UNLOGGED.has(pathname)) {
    deps.log(reply.status >= 500 ? 'warn' : 'info', 'request', {
      method,
      url,
      status: reply.status,
      ms: Math.round(performance.now() - started),
    });
  }
}

async function metricsReply(metrics: RendererMetrics): Promise<Reply> {
  return {
    status: 200,
    headers: { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' },
    body: await metrics.text(),
  };
}
